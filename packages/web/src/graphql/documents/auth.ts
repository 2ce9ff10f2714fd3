import { graphql } from "../graphql";

export const LoginConfigurationQuery = graphql(`
  query LoginConfiguration {
    loginConfiguration {
      loginWithEmail
      loginWithGoogle
      loginWithAzure
    }
  }
`);

export const NextLoginStepMutation = graphql(`
  mutation NextLoginStep($input: NextLoginStepInput!) {
    nextLoginStep(input: $input) {
      email
      hasAccount
      redirectUrl
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      user {
        id
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      ok
    }
  }
`);

export const GenerateRegisterTokenMutation = graphql(`
  mutation GenerateRegisterToken($input: GenerateRegisterTokenInput!) {
    generateRegisterToken(input: $input) {
      sentByEmail
    }
  }
`);

export const RegisterTokenInfoQuery = graphql(`
  query RegisterTokenInfo($token: String!) {
    registerTokenInfo(token: $token) {
      email
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        id
      }
    }
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($input: ForgotPasswordInput!) {
    forgotPassword(input: $input) {
      status
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      user {
        id
        name
        email
      }
    }
  }
`);

/** The white-label icon of the workspace an invite link names, for the auth layout (§2.3). */
export const InviteWhiteLabelQuery = graphql(`
  query InviteWhiteLabel($token: String!) {
    inviteWhiteLabelIconUrl(token: $token)
  }
`);
