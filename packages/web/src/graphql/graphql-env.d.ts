/* eslint-disable */
/* prettier-ignore */

export type introspection_types = {
  AuthPayload: {
    kind: "OBJECT";
    name: "AuthPayload";
    fields: {
      authToken: {
        name: "authToken";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
      user: {
        name: "user";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "User"; ofType: null };
        };
      };
    };
  };
  Boolean: unknown;
  ChangePasswordInput: {
    kind: "INPUT_OBJECT";
    name: "ChangePasswordInput";
    isOneOf: false;
    inputFields: [
      {
        name: "newPassword";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
      {
        name: "oldPassword";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  CreateOrganizationInput: {
    kind: "INPUT_OBJECT";
    name: "CreateOrganizationInput";
    isOneOf: false;
    inputFields: [
      {
        name: "name";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  CreateOrganizationInviteInput: {
    kind: "INPUT_OBJECT";
    name: "CreateOrganizationInviteInput";
    isOneOf: false;
    inputFields: [
      {
        name: "organizationInvite";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "INPUT_OBJECT"; name: "OrganizationInviteInput"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  CreateUserInput: {
    kind: "INPUT_OBJECT";
    name: "CreateUserInput";
    isOneOf: false;
    inputFields: [
      {
        name: "password";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
      {
        name: "registerToken";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  DateTime: unknown;
  DeleteCurrentUserInput: {
    kind: "INPUT_OBJECT";
    name: "DeleteCurrentUserInput";
    isOneOf: false;
    inputFields: [
      {
        name: "emailConfirmToken";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  Folder: {
    kind: "OBJECT";
    name: "Folder";
    fields: {
      id: {
        name: "id";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "ID"; ofType: null };
        };
      };
      name: {
        name: "name";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
    };
  };
  ForgotPasswordInput: {
    kind: "INPUT_OBJECT";
    name: "ForgotPasswordInput";
    isOneOf: false;
    inputFields: [
      {
        name: "email";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  GenerateRegisterTokenInput: {
    kind: "INPUT_OBJECT";
    name: "GenerateRegisterTokenInput";
    isOneOf: false;
    inputFields: [
      {
        name: "email";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  GenerateRegisterTokenPayload: {
    kind: "OBJECT";
    name: "GenerateRegisterTokenPayload";
    fields: {
      sentByEmail: {
        name: "sentByEmail";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
    };
  };
  ID: unknown;
  Int: unknown;
  InvitedOrganization: {
    kind: "OBJECT";
    name: "InvitedOrganization";
    fields: {
      id: {
        name: "id";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "ID"; ofType: null };
        };
      };
      name: {
        name: "name";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
    };
  };
  JSON: unknown;
  LoginConfiguration: {
    kind: "OBJECT";
    name: "LoginConfiguration";
    fields: {
      loginWithAzure: {
        name: "loginWithAzure";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      loginWithEmail: {
        name: "loginWithEmail";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      loginWithGoogle: {
        name: "loginWithGoogle";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
    };
  };
  LoginInput: {
    kind: "INPUT_OBJECT";
    name: "LoginInput";
    isOneOf: false;
    inputFields: [
      {
        name: "email";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
      {
        name: "password";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  Mutation: {
    kind: "OBJECT";
    name: "Mutation";
    fields: {
      changePassword: {
        name: "changePassword";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "OkPayload"; ofType: null };
        };
      };
      createOrganization: {
        name: "createOrganization";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "Organization"; ofType: null };
        };
      };
      createOrganizationInvite: {
        name: "createOrganizationInvite";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "OrganizationInvite"; ofType: null };
        };
      };
      createUser: {
        name: "createUser";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "AuthPayload"; ofType: null };
        };
      };
      deleteCurrentUser: {
        name: "deleteCurrentUser";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "StatusPayload"; ofType: null };
        };
      };
      forgotPassword: {
        name: "forgotPassword";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "StatusPayload"; ofType: null };
        };
      };
      generateRegisterToken: {
        name: "generateRegisterToken";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "GenerateRegisterTokenPayload"; ofType: null };
        };
      };
      login: {
        name: "login";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "AuthPayload"; ofType: null };
        };
      };
      logout: {
        name: "logout";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "OkPayload"; ofType: null };
        };
      };
      nextLoginStep: {
        name: "nextLoginStep";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "NextLoginStepResult"; ofType: null };
        };
      };
      publishTrackingEvent: {
        name: "publishTrackingEvent";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "SuccessPayload"; ofType: null };
        };
      };
      requestDeleteCurrentUserEmail: {
        name: "requestDeleteCurrentUserEmail";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "StatusPayload"; ofType: null };
        };
      };
      resetPassword: {
        name: "resetPassword";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "AuthPayload"; ofType: null };
        };
      };
      setPasswordWithToken: {
        name: "setPasswordWithToken";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "OkPayload"; ofType: null };
        };
      };
      updateUser: {
        name: "updateUser";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "User"; ofType: null };
        };
      };
    };
  };
  NextLoginStepInput: {
    kind: "INPUT_OBJECT";
    name: "NextLoginStepInput";
    isOneOf: false;
    inputFields: [
      {
        name: "email";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  NextLoginStepResult: {
    kind: "OBJECT";
    name: "NextLoginStepResult";
    fields: {
      email: {
        name: "email";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
      hasAccount: {
        name: "hasAccount";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      redirectUrl: { name: "redirectUrl"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
    };
  };
  OkPayload: {
    kind: "OBJECT";
    name: "OkPayload";
    fields: {
      ok: {
        name: "ok";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
    };
  };
  Organization: {
    kind: "OBJECT";
    name: "Organization";
    fields: {
      createdAt: {
        name: "createdAt";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "DateTime"; ofType: null };
        };
      };
      currentUserRole: {
        name: "currentUserRole";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "ENUM"; name: "OrganizationRole"; ofType: null };
        };
      };
      globalTeam: {
        name: "globalTeam";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "Team"; ofType: null };
        };
      };
      id: {
        name: "id";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "ID"; ofType: null };
        };
      };
      logoPath: { name: "logoPath"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      manualSubscription: {
        name: "manualSubscription";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      name: {
        name: "name";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
      poc: {
        name: "poc";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      pocEndDate: { name: "pocEndDate"; type: { kind: "SCALAR"; name: "DateTime"; ofType: null } };
      subscriptionPlan: {
        name: "subscriptionPlan";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "ENUM"; name: "SubscriptionPlan"; ofType: null };
        };
      };
    };
  };
  OrganizationInvite: {
    kind: "OBJECT";
    name: "OrganizationInvite";
    fields: {
      createdAt: {
        name: "createdAt";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "DateTime"; ofType: null };
        };
      };
      email: {
        name: "email";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
      organizationId: {
        name: "organizationId";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "ID"; ofType: null };
        };
      };
      role: {
        name: "role";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "ENUM"; name: "OrganizationRole"; ofType: null };
        };
      };
    };
  };
  OrganizationInviteInput: {
    kind: "INPUT_OBJECT";
    name: "OrganizationInviteInput";
    isOneOf: false;
    inputFields: [
      {
        name: "email";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
      {
        name: "organizationId";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "ID"; ofType: null };
        };
        defaultValue: null;
      },
      {
        name: "role";
        type: { kind: "ENUM"; name: "OrganizationRole"; ofType: null };
        defaultValue: null;
      },
    ];
  };
  OrganizationRole: { name: "OrganizationRole"; enumValues: "ADMIN" | "EDITOR" | "VIEWER" };
  PublishTrackingEventInput: {
    kind: "INPUT_OBJECT";
    name: "PublishTrackingEventInput";
    isOneOf: false;
    inputFields: [
      {
        name: "event";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
      {
        name: "properties";
        type: { kind: "SCALAR"; name: "JSON"; ofType: null };
        defaultValue: null;
      },
    ];
  };
  Query: {
    kind: "OBJECT";
    name: "Query";
    fields: {
      currentUser: { name: "currentUser"; type: { kind: "OBJECT"; name: "User"; ofType: null } };
      loginConfiguration: {
        name: "loginConfiguration";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "LoginConfiguration"; ofType: null };
        };
      };
      organization: {
        name: "organization";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "Organization"; ofType: null };
        };
      };
      pendingOrganizationInvites: {
        name: "pendingOrganizationInvites";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "InvitedOrganization"; ofType: null };
            };
          };
        };
      };
      registerTokenInfo: {
        name: "registerTokenInfo";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "RegisterTokenInfo"; ofType: null };
        };
      };
    };
  };
  RegisterTokenInfo: {
    kind: "OBJECT";
    name: "RegisterTokenInfo";
    fields: {
      email: {
        name: "email";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
    };
  };
  ResetPasswordInput: {
    kind: "INPUT_OBJECT";
    name: "ResetPasswordInput";
    isOneOf: false;
    inputFields: [
      {
        name: "password";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
      {
        name: "token";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  SetPasswordWithTokenInput: {
    kind: "INPUT_OBJECT";
    name: "SetPasswordWithTokenInput";
    isOneOf: false;
    inputFields: [
      {
        name: "password";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
      {
        name: "registerToken";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  StatusPayload: {
    kind: "OBJECT";
    name: "StatusPayload";
    fields: {
      status: {
        name: "status";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
    };
  };
  String: unknown;
  SubscriptionPlan: {
    name: "SubscriptionPlan";
    enumValues: "ENTERPRISE" | "FREE" | "ORGANIZATION" | "PRO";
  };
  SuccessPayload: {
    kind: "OBJECT";
    name: "SuccessPayload";
    fields: {
      success: {
        name: "success";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
    };
  };
  Team: {
    kind: "OBJECT";
    name: "Team";
    fields: {
      archived: {
        name: "archived";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      globalInOrganization: {
        name: "globalInOrganization";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      id: {
        name: "id";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "ID"; ofType: null };
        };
      };
      name: {
        name: "name";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
      publicInOrganization: {
        name: "publicInOrganization";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      rootFolder: {
        name: "rootFolder";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "Folder"; ofType: null };
        };
      };
    };
  };
  UpdateUserInput: {
    kind: "INPUT_OBJECT";
    name: "UpdateUserInput";
    isOneOf: false;
    inputFields: [
      {
        name: "id";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "ID"; ofType: null };
        };
        defaultValue: null;
      },
      {
        name: "patch";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "INPUT_OBJECT"; name: "UserPatch"; ofType: null };
        };
        defaultValue: null;
      },
    ];
  };
  User: {
    kind: "OBJECT";
    name: "User";
    fields: {
      blockCreateOrganization: {
        name: "blockCreateOrganization";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      createdAt: {
        name: "createdAt";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "DateTime"; ofType: null };
        };
      };
      description: { name: "description"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      email: {
        name: "email";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
      hasName: {
        name: "hasName";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      id: {
        name: "id";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "ID"; ofType: null };
        };
      };
      isAdmin: {
        name: "isAdmin";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Boolean"; ofType: null };
        };
      };
      lastActive: { name: "lastActive"; type: { kind: "SCALAR"; name: "DateTime"; ofType: null } };
      lastChangelogSeenAt: {
        name: "lastChangelogSeenAt";
        type: { kind: "SCALAR"; name: "DateTime"; ofType: null };
      };
      name: {
        name: "name";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "String"; ofType: null };
        };
      };
      occupation: { name: "occupation"; type: { kind: "SCALAR"; name: "String"; ofType: null } };
      organizations: {
        name: "organizations";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "UserOrganizationsConnection"; ofType: null };
        };
      };
    };
  };
  UserOrganizationEdge: {
    kind: "OBJECT";
    name: "UserOrganizationEdge";
    fields: {
      node: {
        name: "node";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "OBJECT"; name: "Organization"; ofType: null };
        };
      };
      role: {
        name: "role";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "ENUM"; name: "OrganizationRole"; ofType: null };
        };
      };
    };
  };
  UserOrganizationsConnection: {
    kind: "OBJECT";
    name: "UserOrganizationsConnection";
    fields: {
      edges: {
        name: "edges";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: {
            kind: "LIST";
            name: never;
            ofType: {
              kind: "NON_NULL";
              name: never;
              ofType: { kind: "OBJECT"; name: "UserOrganizationEdge"; ofType: null };
            };
          };
        };
      };
      totalCount: {
        name: "totalCount";
        type: {
          kind: "NON_NULL";
          name: never;
          ofType: { kind: "SCALAR"; name: "Int"; ofType: null };
        };
      };
    };
  };
  UserPatch: {
    kind: "INPUT_OBJECT";
    name: "UserPatch";
    isOneOf: false;
    inputFields: [
      {
        name: "description";
        type: { kind: "SCALAR"; name: "String"; ofType: null };
        defaultValue: null;
      },
      {
        name: "lastChangelogSeenAt";
        type: { kind: "SCALAR"; name: "DateTime"; ofType: null };
        defaultValue: null;
      },
      { name: "name"; type: { kind: "SCALAR"; name: "String"; ofType: null }; defaultValue: null },
      {
        name: "occupation";
        type: { kind: "SCALAR"; name: "String"; ofType: null };
        defaultValue: null;
      },
    ];
  };
};

/** An IntrospectionQuery representation of your schema.
 *
 * @remarks
 * This is an introspection of your schema saved as a file by GraphQLSP.
 * It will automatically be used by `gql.tada` to infer the types of your GraphQL documents.
 * If you need to reuse this data or update your `scalars`, update `tadaOutputLocation` to
 * instead save to a .ts instead of a .d.ts file.
 */
export type introspection = {
  name: never;
  query: "Query";
  mutation: "Mutation";
  subscription: never;
  types: introspection_types;
};

declare module "gql.tada" {
  interface setupSchema {
    introspection: introspection;
  }
}
