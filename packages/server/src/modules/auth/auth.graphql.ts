import { MESSAGES } from "@contour/core";
import { builder, OkPayload, StatusPayload } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { ACCESS_NEUTRAL } from "../../graphql/live-access-events.js";
import { ipKey } from "../rate-limits/rate-limits.js";
import {
  refuseSsoDomain,
  ssoOrganizationForEmail,
  workspaceSsoStartUrl,
} from "../sso/organization-sso.js";
import { UserRef } from "../users/user.type.js";
import { findUserByEmail, getUser } from "../users/user-queries.js";
import { parseEmail, parseGivenPassword, parseNewPassword } from "./input.js";
import { findValidToken } from "./one-time-tokens.js";
import { checkPasswordAttempt } from "./password-attempts.js";
import { hashPassword } from "./passwords.js";
import { registerWithToken, resetPasswordWithToken, setPasswordWithToken } from "./register.js";
import { requestPasswordReset, requestRegisterToken } from "./requests.js";
import { revokeSession } from "./sessions.js";
import { type AuthPayloadShape, signIn } from "./sign-in.js";
import { storePassword } from "./store-password.js";

const WRONG_CREDENTIALS = "Wrong email or password";

const LoginConfiguration = builder.simpleObject("LoginConfiguration", {
  fields: (t) => ({
    loginWithEmail: t.boolean(),
    loginWithGoogle: t.boolean(),
    loginWithAzure: t.boolean(),
  }),
});

const NextLoginStepResult = builder.simpleObject("NextLoginStepResult", {
  fields: (t) => ({
    email: t.string(),
    hasAccount: t.boolean(),
    redirectUrl: t.string({ nullable: true }),
  }),
});

const AuthPayload = builder.objectRef<AuthPayloadShape>("AuthPayload");
AuthPayload.implement({
  fields: (t) => ({
    authToken: t.exposeString("authToken", {
      nullable: true,
      description:
        "The session token for Authorization: Bearer; null when the request came from the web app (the X-Contour-CSRF header), which gets it as an HttpOnly cookie instead.",
    }),
    user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
  }),
});

const GenerateRegisterTokenPayload = builder.simpleObject("GenerateRegisterTokenPayload", {
  fields: (t) => ({ sentByEmail: t.boolean() }),
});

const RegisterTokenInfo = builder.simpleObject("RegisterTokenInfo", {
  fields: (t) => ({ email: t.string() }),
});

const emailInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ email: t.string() }) });
const registerTokenInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({ registerToken: t.string(), password: t.string() }),
  });

const NextLoginStepInput = emailInput("NextLoginStepInput");
const GenerateRegisterTokenInput = emailInput("GenerateRegisterTokenInput");
const ForgotPasswordInput = emailInput("ForgotPasswordInput");
const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({ email: t.string(), password: t.string() }),
});
const CreateUserInput = registerTokenInput("CreateUserInput");
const SetPasswordWithTokenInput = registerTokenInput("SetPasswordWithTokenInput");
const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({ token: t.string(), password: t.string() }),
});
const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({ oldPassword: t.string(), newPassword: t.string() }),
});

builder.queryFields((t) => ({
  loginConfiguration: t.field({
    type: LoginConfiguration,
    resolve: (_root, _args, context) => {
      const { providers } = context.services.config.sso;
      return {
        loginWithEmail: true,
        loginWithGoogle: providers.google !== null,
        loginWithAzure: providers.azure !== null,
      };
    },
  }),
  registerTokenInfo: t.field({
    type: RegisterTokenInfo,
    args: { token: t.arg.string() },
    resolve: async (_root, { token }, context) => {
      const valid = await findValidToken(
        context.services.db,
        "register",
        token,
        MESSAGES.brokenRegisterLink,
      );
      return { email: valid.email };
    },
  }),
}));

builder.mutationFields((t) => ({
  nextLoginStep: t.field({
    type: NextLoginStepResult,
    extensions: ACCESS_NEUTRAL,
    args: { input: t.arg({ type: NextLoginStepInput }) },
    resolve: async (_root, { input }, context) => {
      const { db, rateLimits } = context.services;
      const email = parseEmail(input.email);
      await rateLimits.consume("signInStepPerIp", ipKey(context.ip));
      await rateLimits.consume("signInStepPerEmail", email);
      const user = await findUserByEmail(db, email);
      // An email of a domain a workspace verified and signs in itself goes to its issuer.
      const organizationId = await ssoOrganizationForEmail(db, email);
      const redirectUrl =
        organizationId === null
          ? null
          : workspaceSsoStartUrl(context.services.config.publicUrl, organizationId, email);
      return { email, hasAccount: user !== undefined, redirectUrl };
    },
  }),

  login: t.field({
    type: AuthPayload,
    extensions: ACCESS_NEUTRAL,
    args: { input: t.arg({ type: LoginInput }) },
    resolve: async (_root, { input }, context) => {
      const { db, rateLimits } = context.services;
      const email = parseEmail(input.email);
      const password = parseGivenPassword(input.password);
      await refuseSsoDomain(db, email);
      const user = await findUserByEmail(db, email);
      // An unknown email is checked against a dummy hash: no faster than a wrong password.
      const valid = await checkPasswordAttempt(
        rateLimits,
        { account: email, ip: ipKey(context.ip) },
        user?.password_hash ?? null,
        password,
      );
      if (!user || !valid) fail("UNAUTHENTICATED", WRONG_CREDENTIALS);
      return signIn(db, user, context);
    },
  }),

  logout: t.field({
    type: OkPayload,
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      await revokeSession(context.services.db, viewerOf(context).sessionId);
      context.browserSession.end();
      return { ok: true };
    },
  }),

  generateRegisterToken: t.field({
    type: GenerateRegisterTokenPayload,
    args: { input: t.arg({ type: GenerateRegisterTokenInput }) },
    resolve: async (_root, { input }, context) => {
      const email = parseEmail(input.email);
      await refuseSsoDomain(context.services.db, email);
      await requestRegisterToken(context, email);
      return { sentByEmail: true };
    },
  }),

  createUser: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: CreateUserInput }) },
    resolve: async (_root, { input }, context) => {
      const user = await registerWithToken(
        context.services.db,
        input.registerToken,
        input.password,
        context.services.config.adminEmails,
      );
      return signIn(context.services.db, user, context);
    },
  }),

  setPasswordWithToken: t.field({
    type: OkPayload,
    args: { input: t.arg({ type: SetPasswordWithTokenInput }) },
    resolve: async (_root, { input }, context) => {
      await setPasswordWithToken(context.services.db, input.registerToken, input.password);
      return { ok: true };
    },
  }),

  forgotPassword: t.field({
    type: StatusPayload,
    args: { input: t.arg({ type: ForgotPasswordInput }) },
    resolve: async (_root, { input }, context) => {
      await requestPasswordReset(context, parseEmail(input.email));
      return { status: "sent" };
    },
  }),

  resetPassword: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: ResetPasswordInput }) },
    resolve: async (_root, { input }, context) => {
      const user = await resetPasswordWithToken(context.services.db, input.token, input.password);
      return signIn(context.services.db, user, context);
    },
  }),

  changePassword: t.field({
    type: OkPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ChangePasswordInput }) },
    resolve: async (_root, { input }, context) => {
      const { db, rateLimits } = context.services;
      const viewer = viewerOf(context);
      const newPassword = parseNewPassword(input.newPassword);
      const user = await getUser(db, viewer.userId);
      const valid = await checkPasswordAttempt(
        rateLimits,
        { account: user.email },
        user.password_hash,
        input.oldPassword,
      );
      if (!valid) fail("BAD_USER_INPUT", "Your current password is incorrect.");
      const passwordHash = await hashPassword(newPassword);
      await db
        .transaction()
        .execute((trx) => storePassword(trx, user, passwordHash, viewer.sessionId));
      return { ok: true };
    },
  }),
}));
