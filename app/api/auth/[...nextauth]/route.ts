// Auth.js's own endpoints (session, csrf, signout, callback…). The specification's /api/auth/*
// calls are route handlers of their own beside this one: a static segment wins over a catch-all.
import { handlers } from "@/lib/auth";

export const { GET, POST } = handlers;
