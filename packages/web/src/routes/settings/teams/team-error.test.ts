import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { expect, test } from "vitest";
import { teamErrorMessage } from "./team-error";
import { TEAMS_TEXT } from "./teams-text";

const failure = (message: string) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message)] });

test("a team deleted meanwhile is told with the spec's sentence alone", () => {
  expect(
    teamErrorMessage(TEAMS_TEXT.errorRemovingUser, failure(TEAMS_TEXT.removeFromMissingTeam)),
  ).toBe("You cannot remove a user from a non-existent team.");
  expect(teamErrorMessage(TEAMS_TEXT.errorInviting, failure(TEAMS_TEXT.inviteToMissingTeam))).toBe(
    "You cannot invite a user from a non-existent team.",
  );
});

test("any other reason follows the operation's prefix", () => {
  expect(
    teamErrorMessage(
      TEAMS_TEXT.errorRemovingUser,
      failure("This user is not a member of this team."),
    ),
  ).toBe("Error while removing user from team: This user is not a member of this team.");
});
