import type { t as translate } from '@lobbykit/sdk';
import { MAIN_WALLET_CODE, type TransactionDetail } from '@lobbykit/sdk/member-center';
import { en } from '../messages/records-en';

type Translate = typeof translate;
type DetailLine = TransactionDetail['details'][number];
type LineLabel = keyof typeof en.transactions.lines;

const isKnown = <Key extends string>(table: Record<Key, string>, key: string): key is Key =>
  Object.hasOwn(table, key);

/** A wallet code as the member reads it: the main wallet by its translated name, game wallets by code. */
export function walletName(code: string, t: Translate): string {
  return code === MAIN_WALLET_CODE ? t('memberRecords.transactions.mainWallet') : code;
}

/**
 * The server's detail lines in the member's language. Labels are stable keys (wallet, game, roundId
 * ...); values that are codes (a wallet, a game type, a round's status) or amounts are turned into
 * words and money too. A label this client does not know yet shows as sent rather than not at all.
 * The server's reference line is left out: the panel shows the movement's reference itself.
 */
export function translateDetailLines(
  lines: readonly DetailLine[],
  t: Translate,
  money: (amount: number) => string,
): DetailLine[] {
  return lines
    .filter((line) => line.label !== 'reference')
    .map((line) =>
      isKnown(en.transactions.lines, line.label)
        ? {
            label: t(`memberRecords.transactions.lines.${line.label}`),
            value: lineValue(line.label, line.value),
          }
        : line,
    );

  function lineValue(label: LineLabel, value: string): string {
    switch (label) {
      case 'wallet':
      case 'from':
      case 'to':
        return walletName(value, t);
      case 'gameType':
        return isKnown(en.gameTypes, value) ? t(`memberRecords.gameTypes.${value}`) : value;
      case 'status':
        return value === 'open' || value === 'settled' || value === 'rolled_back'
          ? t(`memberRecords.bets.${value}`)
          : value;
      case 'stake':
      case 'win': {
        const amount = Number(value);
        return value.trim() !== '' && Number.isFinite(amount) ? money(amount) : value;
      }
      default:
        return value;
    }
  }
}
