/**
 * The site's one session mechanism: Auth.js (next-auth 5) with credentials providers and a JWT
 * session in an httpOnly, SameSite=Lax cookie (Secure, with the `__Secure-` prefix, whenever the
 * site is served over https). Visitors and staff alike; the role is in the session. Every read of
 * the session re-checks the account (claims.ts), so log-out, a reset, disabling and a role change
 * end sessions for real. Read the caller through `lib/auth/caller.ts`, not through `auth()`.
 */
import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import { env, isRealDeployment, siteOrigin } from "@/lib/env";
import { log } from "@/lib/observability/log";
import { callerFromClaims, isClaims, nowSeconds } from "./claims";
import { providers } from "./providers";
import { endSession, openSignInSession, VISITOR_SESSION_SECONDS } from "./sessions";

/**
 * Auth.js reads its public URL from AUTH_URL (and then ignores the request's host headers); a
 * real deployment not behind a trusted proxy gets NEXT_PUBLIC_SITE_URL there unless it set one.
 */
function authUrlFromSiteOrigin(): void {
  const config = env();
  if (!config.TRUST_PROXY && isRealDeployment(config)) process.env.AUTH_URL ??= siteOrigin();
}

function config(): NextAuthConfig {
  authUrlFromSiteOrigin();
  return {
    secret: env().AUTH_SECRET,
    // Auth.js builds its URLs from the request's Host / X-Forwarded-Host; trusted as they come
    // behind a trusted proxy and in local runs. A real deployment without one uses the configured
    // origin instead (authUrlFromSiteOrigin), so a forged header cannot steer Auth.js's URLs.
    trustHost: true,
    session: { strategy: "jwt", maxAge: VISITOR_SESSION_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers,
    callbacks: {
      async jwt({ token, user }) {
        // A flag from an earlier request's failed check is never carried forward.
        const claims = { ...token };
        delete claims.unverified;
        if (user) {
          // Signing in: what the provider's authorize() vouched for.
          return {
            ...claims,
            sub: user.id,
            sid: await openSignInSession({ id: user.id ?? "", role: user.role }),
            name: user.name,
            role: user.role,
            sv: user.sessionVersion,
            lastActive: nowSeconds(),
          };
        }
        if (!isClaims(claims)) return null;
        try {
          const caller = await callerFromClaims(claims);
          return caller ? { ...claims, name: caller.name, lastActive: nowSeconds() } : null;
        } catch {
          // The database could not say: keep the cookie (a blip must not sign everyone out) but
          // grant nothing on this request; the caller helper answers 503.
          return { ...claims, unverified: true };
        }
      },
      session({ session, token }) {
        return {
          ...session,
          user: { ...session.user, id: token.sub ?? "", name: token.name ?? "", role: token.role },
          sessionId: token.sid,
          unverified: token.unverified === true,
        };
      },
    },
    events: {
      // Log-out ends this session for real, not just its cookie in this browser; the account's
      // other devices stay signed in.
      async signOut(message) {
        const token = "token" in message ? message.token : null;
        if (isClaims(token)) await endSession(token.sid);
      },
    },
    logger: {
      // Refused log-ins are expected and already audited; nothing logged here carries credentials.
      error(error) {
        if (error instanceof CredentialsSignin) return;
        log.error({ err: error }, "auth failed");
      },
      warn() {},
      debug() {},
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(config);
