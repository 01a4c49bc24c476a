// What resolving a check-in conflict hands back to its button: what happened, read out to the supervisor.

export type ResolveState = { message: string } | null;
