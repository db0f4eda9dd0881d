/**
 * The counselling enquiry as it comes from the lead modal, the contact page and POST /api/contact
 * (wire names of the specification). One schema for the browser form and the server.
 */
import "@/lib/validation/zod-config";
import { z } from "zod";
import {
  emailField,
  indianMobileField,
  marketingConsentField,
  numberField,
  optionalLine,
  percentageField,
  requiredLine,
} from "@/lib/validation/fields";
import { COURSES, EXAM_NAME_MAX, NAME_MAX } from "@/lib/leads/constants";
import { examScoreProblem, roundExamScore } from "@/lib/leads/exam-score";
import { guardianFields, requireGuardian } from "@/lib/privacy/minors/guardian-fields";

/** "b.tech", " B.Tech " and "B.TECH" are the same course. */
function canonicalCourse(input: unknown): unknown {
  if (typeof input !== "string") return input;
  const wanted = input.trim().toUpperCase();
  return COURSES.find((course) => course === wanted) ?? input;
}

/** "yes"/"no" as sent by the forms; true/false from JSON clients; missing means "no". */
function yesOrNo(input: unknown): unknown {
  if (input === undefined || input === null || input === "") return "no";
  if (typeof input === "boolean") return input ? "yes" : "no";
  return typeof input === "string" ? input.trim().toLowerCase() : input;
}

/**
 * Answering "no" drops whatever exam fields came along, before they are even looked at. Typed as
 * taking a record (what a form holds); anything else from an API client passes through to fail
 * validation as "not an object".
 */
function dropExamFieldsUnlessYes(input: Record<string, unknown>): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  if (yesOrNo(input.appearedInExam) === "yes") return input;
  const rest = { ...input };
  delete rest.examName;
  delete rest.examPercentage;
  return rest;
}

const leadFields = z
  .object({
    name: requiredLine("your name", NAME_MAX, "name"),
    email: emailField,
    mobile: indianMobileField,
    percentage: percentageField("Enter your 12th percentage", "12th percentage"),
    course: z.preprocess(canonicalCourse, z.enum(COURSES, { error: "Choose a course" })),
    appearedInExam: z.preprocess(yesOrNo, z.enum(["yes", "no"], { error: "Answer yes or no" })),
    examName: optionalLine("exam name", EXAM_NAME_MAX),
    // The wire's old name; the score is on the exam's own scale (lib/leads/exam-score.ts).
    examPercentage: numberField("Enter your exam score", "The exam score must be a number").optional(),
    marketingConsent: marketingConsentField,
    ...guardianFields,
  })
  .superRefine(
    (lead, context) => {
      requireGuardian(lead, lead.under18 === true, context);
      if (lead.appearedInExam !== "yes") return;
      if (lead.examName === undefined) context.addIssue({ code: "custom", path: ["examName"], message: "Enter the exam name" });
      if (lead.examPercentage === undefined) {
        context.addIssue({ code: "custom", path: ["examPercentage"], message: "Enter your exam score" });
        return;
      }
      const problem = examScoreProblem(lead.examPercentage, lead.examName);
      if (problem) context.addIssue({ code: "custom", path: ["examPercentage"], message: problem });
    },
    // Run even when other fields failed, so one answer names every missing field. Only the exam
    // answer, the under-18 answer and whether the exam and guardian fields are present are read,
    // which holds for any input.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform((lead) =>
    lead.examPercentage === undefined ? lead : { ...lead, examPercentage: roundExamScore(lead.examPercentage, lead.examName) },
  );

export const leadSchema = z.preprocess(dropExamFieldsUnlessYes, leadFields);

export type LeadInput = z.output<typeof leadSchema>;
