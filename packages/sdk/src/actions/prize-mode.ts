import { gameVendor } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import { $config } from '../stores/config';
import { $prizeMode, type LobbyPrizeMode, type VendorLanes } from '../stores/lobby';
import { clientQuery } from './client-query';

/** The vendors whose e-lottery card switches the lottery lobby to ELOTT (R4.65). */
const ELOTT_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/** R4.65, R4.66: ELOTT when the vendor data has an ELOTT card for TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeModeFor(lanes: VendorLanes): LobbyPrizeMode {
  const hasElottCard = lanes.some((lane) =>
    lane.cards.some(
      (card) =>
        (lane.title === 'ELOTT' || card.gameType === 'ELOTT') && ELOTT_VENDORS.includes(card.vassalage),
    ),
  );
  return hasElottCard ? 'ELOTT' : 'LOTT';
}

/** Reads the vendor lanes (cached in session storage, R9.26) and stores the prize mode in `$prizeMode`. */
export async function loadPrizeMode(): Promise<LobbyPrizeMode> {
  const { data } = await getClient().call(gameVendor, {
    ...clientQuery(),
    merchantCode: $config.get().merchantCode,
  });
  const mode = prizeModeFor(data.lanes);
  $prizeMode.set(mode);
  return mode;
}
