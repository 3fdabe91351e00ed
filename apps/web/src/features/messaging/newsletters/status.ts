/** The colour of a newsletter's status tag (the list and the sending page). */
export const STATUS_COLOR: Record<string, string> = { draft: 'default', scheduled: 'blue', sending: 'processing', paused: 'warning', sent: 'success', failed: 'error', canceled: 'default' };
