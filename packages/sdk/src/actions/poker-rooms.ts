import type { RequestOf, ResponseOf } from '@lobbykit/api-client';
import { type gameList, pokerRooms } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import { clientQuery } from './client-query';

type ListQuery = Omit<RequestOf<typeof gameList>, 'clientType' | 'language'>;
type ListPage = ResponseOf<typeof gameList>;

/**
 * R7.42: an arcade PVP list narrowed to one vendor (/pvp?vassalage=KX, or a PVP vendor's popup
 * list) is that vendor's poker rooms, its card tables, asked from /wps/relay/GLS2_roomList. A search
 * or a sub-type filter narrows the catalogue instead (the room list takes neither), and so does a
 * list of vendor entries only. Every room is a game item, started as any game (R4.59).
 */
export function isRoomQuery(query: ListQuery): boolean {
  return (
    query.gameType === 'PVP' &&
    Boolean(query.vassalage) &&
    !query.gameName &&
    !query.gameClassify &&
    query.isGame !== 'VASSALAGE'
  );
}

/** The vendor's rooms as a page of the game list: the room list comes whole, the page is cut here. */
export async function loadRoomPage(query: ListQuery): Promise<ListPage> {
  const { list } = await getClient().call(pokerRooms, { ...clientQuery(), vassalage: query.vassalage });
  const pageNo = Number(query.pageNo ?? 1);
  const pageSize = Number(query.pageSize ?? list.length);
  return {
    games: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalCount: list.length,
    pageNo,
    pageSize,
    totalPages: Math.ceil(list.length / Math.max(pageSize, 1)),
  };
}
