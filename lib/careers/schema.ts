/**
 * The job application as the careers page and POST /api/career/email send it (multipart, wire
 * names of the specification). The resume's size and first bytes are judged apart, before this
 * schema (lib/careers/resume.ts), so an oversized or fake PDF gets its own answer.
 */
import "@/lib/validation/zod-config";
import { z } from "zod";
import { ageOn, isMinorBorn } from "@/lib/careers/age";
import { ADDRESS_MAX, DESIGNATION_MAX, MAX_AGE, MIN_AGE, NAME_MAX, SALARY_MAX } from "@/lib/careers/constants";
import { guardianFields, requireGuardian } from "@/lib/privacy/minors/guardian-fields";
import {
  emailField,
  indianMobileField,
  marketingConsentField,
  optionalLine,
  requiredLine,
  requiredText,
} from "@/lib/validation/fields";

const dobField = requiredLine("your date of birth", 10, "date of birth").superRefine((dob, context) => {
  const age = ageOn(dob, new Date());
  if (age === undefined) context.addIssue({ code: "custom", message: "Enter your date of birth as a real date (YYYY-MM-DD)" });
  else if (age < MIN_AGE || age > MAX_AGE) {
    context.addIssue({ code: "custom", message: `Applicants must be between ${MIN_AGE} and ${MAX_AGE} years old` });
  }
});

const isFile = (value: unknown): value is File =>
  typeof Blob !== "undefined" && value instanceof Blob && typeof (value as File).name === "string";

const resumeField = z.custom<File>((value) => isFile(value) && value.size > 0, { error: "Attach your resume (PDF, up to 5 MB)" });

export const careerSchema = z
  .object({
    name: requiredLine("your name", NAME_MAX, "name"),
    email: emailField,
    phone: indianMobileField,
    designation: requiredLine("the role you are applying for", DESIGNATION_MAX, "designation"),
    dob: dobField,
    address: requiredText("your address", ADDRESS_MAX, "address"),
    expected_salary: requiredLine("your expected salary", SALARY_MAX, "expected salary"),
    last_salary: optionalLine("last salary", SALARY_MAX),
    resume: resumeField,
    marketingConsent: marketingConsentField,
    ...guardianFields,
  })
  .superRefine((application, context) => requireGuardian(application, isMinorBorn(application.dob), context), {
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  })
  // The date of birth decides, whatever a client said.
  .transform((application) => ({ ...application, under18: isMinorBorn(application.dob) }));

export type CareerInput = z.output<typeof careerSchema>;
