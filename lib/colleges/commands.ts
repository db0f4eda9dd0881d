/**
 * Staff writes to the college directory: add, edit, delete. Each one validates its input with
 * `collegeInputSchema`, writes the row and its audit entry (old and new values) in one
 * transaction, then revalidates the public pages. Every door that writes colleges (today the
 * `/api/college/*` route handlers) calls these, so no door can skip a rule.
 */
import type { z } from "zod";
import { adminCategoryLabel } from "@/content/colleges/categories";
import { recordAudit } from "@/lib/audit/record";
import { prisma } from "@/lib/db";
import { Prisma, type College as CollegeRow } from "@/lib/generated/prisma/client";
import { slugify } from "@/lib/site/slug";
import { isRowId } from "@/lib/validation/stored-text";
import { revalidateColleges } from "./cache";
import { collegeSnapshot, dbCategoryOf } from "./records";
import { collegeInputSchema, type CollegeData } from "./schema";

export type CollegeWriteResult =
  | { ok: true; college: CollegeRow }
  | { ok: false; error: "invalid"; issues: z.core.$ZodIssue[] }
  | { ok: false; error: "not-found" }
  | { ok: false; error: "conflict"; message: string };

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
    (await tx.college.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((c) => c.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function toColumns(data: CollegeData) {
  return { ...data, category: dbCategoryOf[data.category] };
}

/** The conflict to answer when another college (other than `exceptId`) holds this rank in this category. */
async function rankConflict(tx: Tx, data: CollegeData, exceptId?: string): Promise<CollegeWriteResult | null> {
  const holder = await tx.college.findFirst({
    where: { category: dbCategoryOf[data.category], nirfRank: data.nirfRank, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { name: true },
  });
  if (!holder) return null;
  return {
    ok: false,
    error: "conflict",
    message: `NIRF rank ${data.nirfRank} in ${adminCategoryLabel[data.category]} is already held by ${holder.name}.`,
  };
}

/** The unique index on (category, nirfRank) or slug caught a write that raced another one. */
function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

const raced: CollegeWriteResult = {
  ok: false,
  error: "conflict",
  message: "Another change to the same rank was saved at the same moment. Reload the list and try again.",
};

/** Runs a write in one transaction; revalidates the public pages once it has committed. */
async function write(run: (tx: Tx) => Promise<CollegeWriteResult>, options: CollegeWriteOptions): Promise<CollegeWriteResult> {
  let result: CollegeWriteResult;
  try {
    result = await prisma.$transaction(run);
  } catch (error) {
    if (isUniqueViolation(error)) return raced;
    throw error;
  }
  if (result.ok) (options.onChange ?? revalidateColleges)();
  return result;
}

/** `write` for valid input only: invalid input is answered with every issue and writes nothing. */
async function writeValid(
  input: unknown,
  options: CollegeWriteOptions,
  run: (tx: Tx, data: CollegeData) => Promise<CollegeWriteResult>,
): Promise<CollegeWriteResult> {
  const parsed = collegeInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", issues: parsed.error.issues };
  return write((tx) => run(tx, parsed.data), options);
}

export function createCollege(actor: CollegeActor, input: unknown, options: CollegeWriteOptions = {}): Promise<CollegeWriteResult> {
  return writeValid(input, options, async (tx, data) => {
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
export function updateCollege(actor: CollegeActor, id: string, input: unknown, options: CollegeWriteOptions = {}): Promise<CollegeWriteResult> {
  return writeValid(input, options, async (tx, data) => {
    const before = isRowId(id) ? await tx.college.findUnique({ where: { id } }) : null;
    if (!before) return { ok: false, error: "not-found" };
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

export function deleteCollege(actor: CollegeActor, id: string, options: CollegeWriteOptions = {}): Promise<CollegeWriteResult> {
  return write(async (tx) => {
    const before = isRowId(id) ? await tx.college.findUnique({ where: { id } }) : null;
    if (!before) return { ok: false, error: "not-found" };
    await tx.college.delete({ where: { id } });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "college.delete",
      entityType: "College",
      entityId: id,
      before: collegeSnapshot(before),
    });
    return { ok: true, college: before };
  }, options);
}
