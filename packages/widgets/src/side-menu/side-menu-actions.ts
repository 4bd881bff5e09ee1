// The side menu's category actions, loaded apart from its first paint (side-menu-sections.tsx).
export { categoryClick, chooseGameType } from '@lobbykit/sdk/lobby';
