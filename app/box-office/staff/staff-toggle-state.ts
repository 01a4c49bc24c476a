// What the disable/enable action hands back to its button: what happened, read out to the supervisor.

export type StaffToggleState = { message: string } | null;
