-- Each session keeps the User-Agent it logged in with, so the profile can name the device.
ALTER TABLE "AccountSession" ADD COLUMN "userAgent" TEXT;
