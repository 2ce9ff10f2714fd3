/** Texts the server and the web app both show, verbatim from the spec. */
export const MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  passwordRequired: "Password required",
  signUpPasswordRequired: "Password is required",
  confirmPasswordRequired: "Confirm password is required",
  passwordRulesNotMet: "Password does not meet all requirements",
  tokenRequired: "Token is required",
  brokenRegisterLink: "This link is broken, please check the email you received.",
  unknownError: "Unknown error",
  serverUnreachable:
    "There was an error connecting to the server. Please reload the page to retry.",
  forgotPasswordFailed: "Unable to reset password. Does this account exist?",
  passwordConfirmMismatch: "Password confirm doesn't match the new password",
  workspaceNameRequired: "Please enter a name for your workspace",
  googleAuthFailed: "Google authentication failed",
  googleEmailNotVerified: "Your email is not verified. Please verify your email and try again.",
  googleSsoProvider:
    "This email address domain is linked to a SSO provider. Please use this provider to continue.",
} as const;
