/**
 * What every member-center page receives from the shell: the URL's other parameters (`/member?page=
 * withdraw&id=12` gives `{ id: '12' }`) and a way to open another page of the center.
 */
export interface MemberCenterPageProps {
  params: Record<string, string>;
  go(page: string, params?: Record<string, string>): void;
}
