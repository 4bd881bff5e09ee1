/**
 * What every agent-center page receives from the shell: the page's parameters (an embedding host or
 * `/agentHome?page=teamBetting&account=p1` hands them over) and a way to open another page of the
 * center, with its own parameters (the team management page opening one member's betting, say).
 */
export interface AgentCenterPageProps {
  params: Record<string, string>;
  go(page: string, params?: Record<string, string>): void;
}
