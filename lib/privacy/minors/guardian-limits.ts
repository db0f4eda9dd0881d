/** The guardian fields' limits, apart from their schema so the browser forms can use them without loading zod. */
export const GUARDIAN_NAME_MAX = 100;
