/** The franchise form's limits, apart from the schema so the browser form can use them without loading zod. */
export const ORGANISATION_MAX = 150;
export const CONTACT_PERSON_MAX = 100;
export const WEBSITE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
