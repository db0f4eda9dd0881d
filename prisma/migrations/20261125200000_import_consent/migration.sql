-- An imported lead's consent, given on the platform whose lead form the file came from.
ALTER TYPE "ConsentMethod" ADD VALUE 'IMPORT';
