import { PRODUCT_NAME } from "@contour/core";
import type { AppServices } from "../../services.js";
import { inviteLink } from "../invites/invite-link.js";
import { actionMail } from "../mail/templates.js";
import { getUser } from "../users/user-queries.js";
import type { TeamInviteSent } from "./invite-to-team.js";
import type { TeamView } from "./team-queries.js";

/**
 * One mail per invited email, once the invites are committed: a workspace member gets the team's
 * join link; anyone else the workspace invitation, after which the team invite waits for them.
 */
export async function sendTeamInviteMails(
  services: AppServices,
  inviterId: string,
  team: TeamView,
  sent: readonly TeamInviteSent[],
): Promise<void> {
  const { db, mailer, config } = services;
  const [inviter, organization] = await Promise.all([
    getUser(db, inviterId),
    db
      .selectFrom("organizations")
      .select("name")
      .where("id", "=", team.organization_id)
      .executeTakeFirstOrThrow(),
  ]);
  const who = inviter.name || inviter.email;
  const settings = `${config.publicUrl}/settings/organization/${team.organization_id}`;
  for (const { email, inWorkspace } of sent) {
    await mailer.send(
      actionMail(
        inWorkspace
          ? {
              to: email,
              subject: `${who} invited you to the team ${team.name} on ${PRODUCT_NAME}`,
              heading: `Join ${team.name}`,
              intro: `${who} invited you to the team ${team.name} of ${organization.name}.`,
              actionLabel: "Join the team",
              url: `${settings}/teams/${team.id}/join`,
              footer: "You can also join it from the Teams page of the workspace settings.",
            }
          : {
              to: email,
              subject: `${who} invited you to ${organization.name} on ${PRODUCT_NAME}`,
              heading: `Join ${organization.name}`,
              intro: `${who} invited you to the workspace ${organization.name} and its team ${team.name} on ${PRODUCT_NAME}, to draw and design together.`,
              actionLabel: "Accept the invitation",
              url: await inviteLink(services, team.organization_id, email),
              footer:
                "Sign in or create your account with this email address to accept, then join the team from the Teams page.",
            },
      ),
    );
  }
}
