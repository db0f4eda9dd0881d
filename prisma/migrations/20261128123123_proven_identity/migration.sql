-- A rights request made by mobile alone: nothing is mailed, an admin verifies the person by hand.
ALTER TYPE "PrivacyRequestState" ADD VALUE 'MANUAL';

-- What a request found that its proof does not cover (records with the mobile, not the proven address), and when an admin checked it.
ALTER TABLE "PrivacyRequest" ADD COLUMN "unproven" JSONB, ADD COLUMN "checkedAt" TIMESTAMP(3);

-- An e-mail to a person being erased (the erasure notice): its recipient is blanked once sent.
ALTER TABLE "OutboxEmail" ADD COLUMN "forgetRecipient" BOOLEAN NOT NULL DEFAULT false;
