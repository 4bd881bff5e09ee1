/** R2.06: the agent login page; where the agent center sends whoever is not an agent (R2.116). */
export const AGENT_LOGIN = '/agent';
/** R2.07: the agent center, where an agent lands after logging in (R4.10). */
export const AGENT_CENTER = '/agentHome';
