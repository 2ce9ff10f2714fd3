import {
  BRUSH_PRESET_NAME_MAX_LENGTH,
  BRUSH_PRESETS_PER_MEMBER,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  PALETTE_MAX_COLORS,
  SHARED_BRUSH_PRESETS_MAX,
} from "./constants.js";

/**
 * Texts the server and the web app both show: verbatim from the spec, or from the API contract of
 * the dashboard (docs/api.md) where the spec gives none.
 */
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
  accountDisabled:
    "This account has been disabled. Please contact Contour support if you think this is a mistake.",
  nameRequired: "Name is required.",
  noPermission: "You don't have the permissions to do this.",
  folderIntoItself: "A folder cannot be moved into itself or one of its subfolders.",
  moveAcrossWorkspaces: "Files and folders can only be moved within their workspace.",
  duplicateAcrossWorkspaces: "A file can only be duplicated within its workspace.",
  rootFolderLocked: "A team's or My files' root folder cannot be moved or deleted.",
  rootFolderRename: "A team's or My files' root folder cannot be renamed.",
  noEditorSeats: "You don't have any editor seats available",
  accessLogsNotInPlan: "Access logs are included in the Organization and Enterprise plans.",
  activityLogsNotInPlan: "Activity logs are included in the Organization and Enterprise plans.",
  highDefinitionExportNotInPlan:
    "High-definition export is included in the Pro, Organization and Enterprise plans.",
  imageTooManyPixels: `An image can be at most ${IMAGE_MAX_SIDE.toLocaleString("en-US")} pixels on a side and ${Math.round(IMAGE_MAX_PIXELS / 1e6)} megapixels.`,
  inviteToMissingTeam: "You cannot invite a user from a non-existent team.",
  removeFromMissingTeam: "You cannot remove a user from a non-existent team.",
  paletteFull: `The palette is full: it holds ${PALETTE_MAX_COLORS} colours. Remove one to add another.`,
  paletteColorInvalid: "A palette colour is written #rrggbb: # and six hexadecimal digits.",
  paletteEditorsOnly: "Only Editors and Admins can change the workspace's palette.",
  brushPresetNameRequired: "Give the preset a name.",
  brushPresetNameTooLong: `A preset's name can be at most ${BRUSH_PRESET_NAME_MAX_LENGTH} characters.`,
  brushPresetSettingsInvalid: "These brush settings cannot be saved: a value is out of range.",
  brushPresetsFull: `You have ${BRUSH_PRESETS_PER_MEMBER} presets in this workspace. Delete one to save another.`,
  sharedBrushPresetsFull: `This workspace shares ${SHARED_BRUSH_PRESETS_MAX} presets already. Stop sharing one to share another.`,
  brushPresetEditorsOnly: "Only Editors and Admins can save brush presets.",
  brushPresetNotYours: "Only the designer who saved this preset can change it.",
} as const;
