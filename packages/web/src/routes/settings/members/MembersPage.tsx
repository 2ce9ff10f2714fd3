import {
  DEFAULT_MEMBER_SORT,
  filterMembers,
  isWorkspaceAdmin,
  MEMBER_SEARCH_DEBOUNCE_MS,
  type MemberRoleFilter,
  type MemberSort,
  type MemberStatusFilter,
  membersCsv,
  sortMembers,
} from "@contour/core";
import { Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { useCallback, useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useQuery } from "urql";
import { OrganizationMembersQuery } from "../../../graphql/documents/members";
import { useCurrentUser } from "../../../lib/current-user";
import { errorText } from "../../../lib/error-message";
import { SettingsPage } from "../SettingsPage";
import { downloadCsv } from "./download-csv";
import { InviteMembersModal } from "./InviteMembersModal";
import { MembersTable } from "./MembersTable";
import { MembersToolbar } from "./MembersToolbar";
import { type MemberRow, toMemberRows } from "./member-rows";
import { SelectionBar } from "./SelectionBar";
import { useMemberActions } from "./use-member-actions";

function countText(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/**
 * settings/organization/{id}/members and members/invite (workspace-admin §2, Members page): the
 * members and pending invites in one list, for every member; changes for admins.
 */
export function MembersPage({ inviting = false }: { inviting?: boolean }) {
  const { organizationId = "" } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [result, reexecute] = useQuery({
    query: OrganizationMembersQuery,
    variables: { id: organizationId },
  });
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<MemberRoleFilter>("ALL");
  const [status, setStatus] = useState<MemberStatusFilter>("all");
  const [sort, setSort] = useState<MemberSort>(DEFAULT_MEMBER_SORT);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const refresh = useCallback(() => reexecute({ requestPolicy: "network-only" }), [reexecute]);
  const actions = useMemberActions(organizationId, refresh);
  const organization = result.data?.organization;
  const allRows = useMemo(() => (organization ? toMemberRows(organization) : []), [organization]);
  const rows = useMemo(
    () => sortMembers(filterMembers(allRows, { role, status, search: debouncedSearch }), sort),
    [allRows, role, status, debouncedSearch, sort],
  );
  // Rows that left the list (removed, filtered out) are no longer part of the selection.
  const chosen = rows.filter((row) => selected.has(row.key));

  if (!organization) {
    if (result.fetching || !result.error) {
      return (
        <Center py={80}>
          <Loader aria-label="Loading members" />
        </Center>
      );
    }
    return (
      <SettingsPage title="Members">
        <Text role="alert" c="red.7">
          {errorText(result.error)}
        </Text>
      </SettingsPage>
    );
  }

  const isAdmin = isWorkspaceAdmin({ role: organization.currentUserRole, isAdmin: user.isAdmin });
  const membersPath = `/settings/organization/${organizationId}/members`;

  function confirmRemoval(targets: MemberRow[], onConfirm: () => Promise<boolean>) {
    const only = targets.length === 1 ? targets[0] : undefined;
    modals.openConfirmModal({
      title: only?.userId === null ? "Delete invitation" : "Remove from workspace",
      children: (
        <Text fz="sm">
          {only
            ? only.userId
              ? `${only.email} will lose access to ${organization?.name} and its teams.`
              : `The invitation sent to ${only.email} will no longer work.`
            : `${targets.length} members and invitations will be removed from ${organization?.name}.`}
        </Text>
      ),
      labels: { confirm: only?.userId === null ? "Delete" : "Remove", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => void onConfirm(),
    });
  }

  function confirmLeave() {
    modals.openConfirmModal({
      title: "Leave workspace",
      children: (
        <Text fz="sm">
          You will lose access to {organization?.name}. Only a new invitation brings you back.
        </Text>
      ),
      labels: { confirm: "Leave workspace", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => void actions.leave(),
    });
  }

  return (
    <SettingsPage
      title="Members"
      description={`Everyone in ${organization.name}, and the invitations waiting for an answer.`}
      wide
    >
      <Stack gap="md">
        <MembersToolbar
          search={search}
          onSearchChange={setSearch}
          role={role}
          onRoleChange={setRole}
          status={status}
          onStatusChange={setStatus}
          sort={sort}
          onSortChange={setSort}
          onExport={() => downloadCsv(`${organization.name} members.csv`, membersCsv(rows))}
          onInvite={isAdmin ? () => navigate(`${membersPath}/invite`) : null}
        />
        {chosen.length > 0 && (
          <SelectionBar
            count={chosen.length}
            onCopy={() => void actions.copyEmails(chosen, true)}
            onRemove={
              isAdmin
                ? () =>
                    confirmRemoval(chosen, async () => {
                      const removed = await actions.removeRows(chosen);
                      if (removed) setSelected(new Set());
                      return removed;
                    })
                : null
            }
            onClear={() => setSelected(new Set())}
          />
        )}
        <Paper withBorder radius="md">
          {rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" fz="sm">
              No member or invitation matches.
            </Text>
          ) : (
            <MembersTable
              rows={rows}
              currentUserId={user.id}
              isAdmin={isAdmin}
              selected={selected}
              onSelectedChange={setSelected}
              onRoleChange={(row, newRole) => void actions.changeRole(row, newRole)}
              onCopy={(row) => void actions.copyEmails([row], false)}
              onRemove={(row) => confirmRemoval([row], () => actions.removeRow(row))}
              onLeave={confirmLeave}
            />
          )}
        </Paper>
        <Text c="dimmed" fz="xs">
          {countText(allRows.filter((row) => row.status === "joined").length, "member")} ·{" "}
          {countText(
            allRows.filter((row) => row.status === "pending").length,
            "pending invitation",
          )}
        </Text>
      </Stack>
      <InviteMembersModal
        opened={inviting && isAdmin}
        organizationId={organizationId}
        editorSeatsLeft={organization.editorSeatsLeft ?? null}
        onClose={() => navigate(membersPath)}
        onInvited={refresh}
      />
    </SettingsPage>
  );
}
