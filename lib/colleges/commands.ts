/**
 * Staff writes to the college directory: add, edit, delete. Each one validates its input with
 * `collegeInputSchema`, writes the row and its audit entry (old and new values) in one
 * transaction, then revalidates the public pages. Both doors (the admin panel's actions and the
 * `/api/college/*` routes) call these, so no door can skip a rule; each answers with the admin
 * alert text and the college in the old API's shape, or the field errors under the old API's names.
 */
import "server-only";
import { adminCategoryLabel } from "@/content/colleges/categories";
import { recordAudit } from "@/lib/audit/record";
import { prisma } from "@/lib/db";
import { Prisma, type College as CollegeRow } from "@/lib/generated/prisma/client";
import { failure, success, type Failure, type Outcome } from "@/lib/http/outcome";
import { escapeLike } from "@/lib/search/like";
import { slugify } from "@/lib/site/slug";
import { isRowId } from "@/lib/validation/stored-text";
import { revalidateColleges } from "./cache";
import { collegeSnapshot, dbCategoryOf } from "./records";
import { collegeInputSchema, type CollegeData, type CollegeInput } from "./schema";
import { toWireCollege, wireCollegeSchema, wireFieldErrors, type WireCollege } from "./wire";

export const INVALID_COLLEGE = "Please correct the college details.";
export const COLLEGE_ADDED = "College Added Successfully!";
export const COLLEGE_UPDATED = "College Updated Successfully!";
export const COLLEGE_DELETED = "College Deleted Successfully!";

export type CollegeOutcome = Outcome<{ college: WireCollege }>;

/** What a write's transaction hands back: the row it wrote (or removed), or why not. */
type Written = { ok: true; college: CollegeRow } | Failure;

const NOT_FOUND = failure(404, "College not found.");

export const invalidCollege = (errors: Failure["errors"]) => failure(400, INVALID_COLLEGE, errors);

/** Who is writing: the staff user recorded in the audit log. */
export type CollegeActor = { userId: string };

export type CollegeWriteOptions = {
  /** Runs after the transaction commits; defaults to `revalidateColleges` (tests pass their own). */
  onChange?: () => void;
};

type Tx = Prisma.TransactionClient;

/** The college's slug, with -2, -3… when another college already has it. */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name, "college");
  const taken = new Set(
    (await tx.college.findMany({ where: { slug: { startsWith: escapeLike(base) } }, select: { slug: true } })).map((c) => c.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function toColumns(data: CollegeData) {
  return { ...data, category: dbCategoryOf[data.category] };
}

/** The conflict to answer when another college (other than `exceptId`) holds this rank in this category. */
async function rankConflict(tx: Tx, data: CollegeData, exceptId?: string): Promise<Failure | null> {
  const holder = await tx.college.findFirst({
    where: { category: dbCategoryOf[data.category], nirfRank: data.nirfRank, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { name: true },
  });
  if (!holder) return null;
  return failure(409, `NIRF rank ${data.nirfRank} in ${adminCategoryLabel[data.category]} is already held by ${holder.name}.`);
}

/** The unique index on (category, nirfRank) or slug caught a write that raced another one. */
function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

const raced = failure(409, "Another change to the same rank was saved at the same moment. Reload the list and try again.");

/** Runs a write in one transaction; revalidates the public pages once it has committed. */
async function write(run: (tx: Tx) => Promise<Written>, message: string, options: CollegeWriteOptions): Promise<CollegeOutcome> {
  let result: Written;
  try {
    result = await prisma.$transaction(run);
  } catch (error) {
    if (isUniqueViolation(error)) return raced;
    throw error;
  }
  if (!result.ok) return result;
  (options.onChange ?? revalidateColleges)();
  return success(message, { college: toWireCollege(result.college) });
}

/** `write` for valid input only: invalid input is answered with every issue and writes nothing. */
async function writeValid(
  input: unknown,
  message: string,
  options: CollegeWriteOptions,
  run: (tx: Tx, data: CollegeData) => Promise<Written>,
): Promise<CollegeOutcome> {
  const parsed = collegeInputSchema.safeParse(input);
  if (!parsed.success) return invalidCollege(wireFieldErrors(parsed.error.issues));
  return write((tx) => run(tx, parsed.data), message, options);
}

export function createCollege(actor: CollegeActor, input: unknown, options: CollegeWriteOptions = {}): Promise<CollegeOutcome> {
  return writeValid(input, COLLEGE_ADDED, options, async (tx, data) => {
    const conflict = await rankConflict(tx, data);
    if (conflict) return conflict;
    const college = await tx.college.create({ data: { ...toColumns(data), slug: await freeSlug(tx, data.name) } });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "college.create",
      entityType: "College",
      entityId: college.id,
      after: collegeSnapshot(college),
    });
    return { ok: true, college };
  });
}

/** Replaces every field of a college (the admin form sends them all); the slug stays. */
export function updateCollege(
  actor: CollegeActor,
  id: string,
  input: unknown,
  options: CollegeWriteOptions = {},
): Promise<CollegeOutcome> {
  return writeValid(input, COLLEGE_UPDATED, options, async (tx, data) => {
    const before = isRowId(id) ? await tx.college.findUnique({ where: { id } }) : null;
    if (!before) return NOT_FOUND;
    const conflict = await rankConflict(tx, data, id);
    if (conflict) return conflict;
    const college = await tx.college.update({ where: { id }, data: toColumns(data) });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "college.update",
      entityType: "College",
      entityId: id,
      before: collegeSnapshot(before),
      after: collegeSnapshot(college),
    });
    return { ok: true, college };
  });
}

export function deleteCollege(actor: CollegeActor, id: string, options: CollegeWriteOptions = {}): Promise<CollegeOutcome> {
  return write(
    async (tx) => {
      const before = isRowId(id) ? await tx.college.findUnique({ where: { id } }) : null;
      if (!before) return NOT_FOUND;
      await tx.college.delete({ where: { id } });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "college.delete",
        entityType: "College",
        entityId: id,
        before: collegeSnapshot(before),
      });
      return { ok: true, college: before };
    },
    COLLEGE_DELETED,
    options,
  );
}

/**
 * A command run on a body in the old API's shape, which both doors send (the admin forms and
 * `/api/college/*`); the body's problems are named by the old API's field names.
 */
export async function withWireCollege(
  body: unknown,
  command: (input: CollegeInput) => Promise<CollegeOutcome>,
): Promise<CollegeOutcome> {
  const parsed = wireCollegeSchema.safeParse(body);
  return parsed.success ? command(parsed.data) : invalidCollege(wireFieldErrors(parsed.error.issues));
}
