-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "isPublic" BOOLEAN NOT NULL DEFAULT false;
