/** Member types (spec section 3): agents are 1, 2, 41 and 42, trial players 4, players 0. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const PLAYER_TYPE = 0;
