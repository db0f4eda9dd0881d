/**
 * The entrance exam's score on that exam's own scale. The wire keeps the old name
 * `examPercentage` (existing clients send it), but what it holds depends on the exam: NEET (UG)
 * marks out of 720, JEE Main's NTA percentile (0–100, published to seven decimals), any other
 * exam a score out of 100. No zod or server imports: the forms show the scale as the name is typed.
 */

export type ExamScale = {
  /** The scale, under the form's "Exam score" field. */
  hint: string;
  max: number;
  /** Whole marks only (NEET), or decimals kept up to this many places. */
  decimals: number;
  /** "612 out of 720", "99.1234567 percentile". */
  format: (score: number) => string;
};

/** The most decimals any scale keeps (JEE Main's percentile); the database column holds as many. */
export const EXAM_SCORE_DECIMALS = 7;

/** What the forms, e-mails, panel and exports call the field, whatever the exam. */
export const EXAM_SCORE_LABEL = "Exam score";

const NEET: ExamScale = { hint: "NEET: your marks out of 720", max: 720, decimals: 0, format: (score) => `${score} out of 720` };
const JEE_MAIN: ExamScale = {
  hint: "JEE Main: your percentile, 0 to 100, decimals as on your scorecard",
  max: 100,
  decimals: EXAM_SCORE_DECIMALS,
  format: (score) => `${score} percentile`,
};
const OUT_OF_100: ExamScale = {
  hint: "Out of 100 (NEET: marks out of 720; JEE Main: percentile)",
  max: 100,
  decimals: 2,
  format: (score) => `${score} out of 100`,
};

/** NEET-UG, not NEET PG/SS/MDS (graduates' exams on other scales). */
const NEET_UG = /\bneet\b(?!\s*-?\s*(pg|ss|mds)\b)/i;
/** "JEE Main", "JEE Mains", "JEE-Main" and a bare "JEE" (what students mean by it), not "JEE Advanced". */
const JEE_MAIN_NAME = /\bjee\b(?!\s*-?\s*adv)/i;

export function examScale(examName: string | undefined): ExamScale {
  const name = examName ?? "";
  if (NEET_UG.test(name)) return NEET;
  if (JEE_MAIN_NAME.test(name)) return JEE_MAIN;
  return OUT_OF_100;
}

/** Why a score does not fit its exam's scale, or undefined when it does. */
export function examScoreProblem(score: number, examName: string | undefined): string | undefined {
  const scale = examScale(examName);
  const range = `${scale === JEE_MAIN ? "A JEE Main percentile" : "The exam score"} must be from 0 to ${scale.max}`;
  if (score < 0 || score > scale.max) return scale === NEET ? "A NEET score must be from 0 to 720" : range;
  if (scale.decimals === 0 && !Number.isInteger(score)) return "A NEET score is whole marks, like 612";
  return undefined;
}

/** The score kept to as many decimals as its scale has (JEE Main's seven, others' two). */
export function roundExamScore(score: number, examName: string | undefined): number {
  const factor = 10 ** examScale(examName).decimals;
  return Math.round(score * factor) / factor;
}

/** The score with its scale, for e-mails, the panel and exports: "612 out of 720". */
export function formatExamScore(score: number, examName: string | undefined): string {
  return examScale(examName).format(roundExamScore(score, examName));
}
