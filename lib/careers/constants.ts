/** The job application's limits, apart from the schema so the browser form can use them without loading zod. */
export const MAX_RESUME_BYTES = 5_242_880;
export const NAME_MAX = 100;
export const DESIGNATION_MAX = 100;
export const ADDRESS_MAX = 500;
export const SALARY_MAX = 50;
export const MIN_AGE = 16;
export const MAX_AGE = 100;
/** Below this age an applicant is a minor, and a parent or guardian must agree (DPDP Act 2023, s. 9). */
export const ADULT_AGE = 18;
