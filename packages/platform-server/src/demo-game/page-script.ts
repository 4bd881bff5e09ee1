/**
 * The demo game's only script, inline under the page's CSP nonce. It never decides a result: it
 * takes the stake (bet), asks for the round's result (settle) and shows what the server decided.
 * A network failure retries with the same transaction id, which the seamless wallet makes safe.
 */
export const PAGE_SCRIPT = String.raw`(() => {
  const data = JSON.parse(document.getElementById('lk-demo').textContent);
  const s = data.strings;
  const $ = (id) => document.getElementById(id);
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, reduced ? 0 : ms));
  const fill = (text, params) => text.replace(/\{(\w+)\}/g, (m, key) => (key in params ? params[key] : m));
  const money = (n) => data.symbol + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const SYMBOLS = { seven: '7', bar: 'BAR', bell: '\u2605', plum: '\u2666', lemon: '\u25CF', cherry: '\u2665' };
  const SUIT = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };
  let balance = data.balance;
  let busy = false;
  let closed = false;
  const chosen = new Set();
  // In the lobby's game frame, the frame's own Back is the one way out: one Back button, not two.
  if (window.parent !== window) $('back').hidden = true;

  function post(message) {
    if (window.parent !== window) window.parent.postMessage(message, '*');
  }
  function say(text, kind) {
    const el = $('message');
    el.textContent = text;
    el.className = 'message ' + (kind || '');
  }
  function showBalance(value) {
    const el = $('balance');
    el.classList.toggle('up', value > balance);
    balance = value;
    el.textContent = money(value);
    post({ type: 'lobbykit:balance', balance: value, currency: data.currency });
  }
  function transactionId() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  async function call(path, body) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Merchant: data.merchant, Language: data.language },
          body: JSON.stringify(body),
        });
        return await response.json();
      } catch (error) {
        if (attempt >= 2) throw error;
        await new Promise((resolve) => setTimeout(resolve, 400 * (attempt + 1)));
      }
    }
  }

  document.querySelectorAll('[data-pick]').forEach((button) => {
    button.addEventListener('click', () => {
      if (busy) return;
      const value = button.dataset.pick;
      if (data.variant === 'bingo') {
        if (chosen.has(value)) chosen.delete(value);
        else if (chosen.size < 5) chosen.add(value);
        document.querySelectorAll('[data-pick]').forEach((b) => b.setAttribute('aria-pressed', String(chosen.has(b.dataset.pick))));
        $('picked').textContent = fill(s.picked, { n: chosen.size });
        return;
      }
      chosen.clear();
      chosen.add(value);
      document.querySelectorAll('[data-pick]').forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
    });
  });

  function currentPick() {
    if (data.variant === 'lottery') {
      const digits = $('digits').value.trim();
      return /^\d{2}$/.test(digits) ? digits : null;
    }
    if (data.variant === 'bingo') return chosen.size === 5 ? Array.from(chosen).join(',') : null;
    if (data.variant === 'slot' || data.variant === 'fishing') return undefined;
    return chosen.size === 1 ? Array.from(chosen)[0] : null;
  }
  function missingPick() {
    if (data.variant === 'lottery') return s.pickDigits;
    if (data.variant === 'bingo') return s.pickNumbers;
    return s.pickSide;
  }

  function startRound() {
    if (data.variant === 'slot') $('reels').classList.add('spinning');
    $('reels') && $('reels').classList.remove('hit');
    document.querySelectorAll('.caught,.won,.drawn,.ball.hit').forEach((el) => el.classList.remove('caught', 'won', 'drawn', 'hit'));
  }
  function stopRound() {
    if ($('reels')) $('reels').classList.remove('spinning');
  }
  function card(code) {
    const el = document.createElement('span');
    const suit = code.slice(-1);
    el.className = 'card' + (suit === 'H' || suit === 'D' ? ' red' : '');
    el.textContent = code.slice(0, -1) + SUIT[suit];
    return el;
  }

  async function reveal(outcome) {
    const v = outcome.variant;
    if (v === 'slot') {
      const reels = $('reels').children;
      for (let r = 0; r < 3; r += 1) {
        await sleep(220);
        Array.from(reels[r].children).forEach((cell, row) => {
          const sym = outcome.reels[r][row];
          cell.textContent = SYMBOLS[sym];
          cell.className = 'cell sym-' + sym;
        });
      }
      stopRound();
      if (outcome.multiplier > 0) $('reels').classList.add('hit');
      return '';
    }
    if (v === 'baccarat') {
      for (const side of ['player', 'banker']) {
        const box = $(side + '-cards');
        box.replaceChildren();
        for (const code of outcome[side]) {
          await sleep(200);
          box.append(card(code));
        }
        $(side + '-points').textContent = outcome[side + 'Points'];
      }
      return fill(s.winner, { side: s[outcome.result] });
    }
    if (v === 'fishing') {
      await sleep(500);
      const fish = document.querySelector('[data-fish="' + outcome.fish + '"]');
      if (fish) fish.classList.add('caught');
      return outcome.fish === 'none' ? s.missed : fill(s.caught, { fish: s[outcome.fish] });
    }
    if (v === 'match' || v === 'duel' || v === 'cockfight') {
      await sleep(600);
      document.querySelectorAll('[data-side]').forEach((el, index) => {
        el.classList.toggle('won', el.dataset.side === outcome.winner);
        el.querySelector('[data-score]').textContent = outcome.score ? outcome.score[index] : el.dataset.side === outcome.winner ? '\u2713' : '\u2715';
      });
      return fill(s.winner, { side: s[outcome.winner] });
    }
    if (v === 'lottery') {
      const balls = $('balls').children;
      for (let i = 0; i < 5; i += 1) {
        await sleep(250);
        balls[i].textContent = outcome.numbers[i];
        balls[i].classList.toggle('hit', outcome.hit && i >= 3);
      }
      return s.result + ': ' + outcome.numbers;
    }
    if (v === 'bingo') {
      for (const ball of outcome.drawn) {
        await sleep(120);
        const el = document.querySelector('[data-pick="' + ball + '"]');
        if (el) el.classList.add('drawn');
      }
      return fill(s.hits, { n: outcome.hits });
    }
    return '';
  }

  function failed(answer) {
    stopRound();
    if (answer.errorCode === 'insufficient_balance') {
      if (typeof answer.balance === 'number') showBalance(answer.balance);
      say(fill(s.insufficient, { balance: money(balance) }), 'error');
    } else if (answer.errorCode === 'not_logged_in') {
      closed = true;
      $('play').disabled = true;
      say(s.expired, 'error');
    } else {
      say(s.failed, 'error');
    }
  }

  $('play').addEventListener('click', async () => {
    if (busy || closed) return;
    const pick = currentPick();
    if (pick === null) return say(missingPick(), 'error');
    const amount = Number($('stake').value);
    if (amount > balance) return say(fill(s.insufficient, { balance: money(balance) }), 'error');
    busy = true;
    $('play').disabled = true;
    say(s.busy);
    startRound();
    const id = transactionId();
    try {
      const bet = await call(data.api.bet, { token: data.token, transactionId: id, amount, ...(pick ? { pick } : {}) });
      if (!bet.success) return failed(bet);
      showBalance(bet.value.balance);
      const settle = await call(data.api.settle, { token: data.token, transactionId: id + '-s', betTransactionId: id });
      if (!settle.success) return failed(settle);
      const line = await reveal(settle.value.outcome);
      showBalance(settle.value.balance);
      const win = settle.value.win;
      // Only a payout above the stake is a win; one that gives the stake (or part of it) back says so.
      const slot = settle.value.outcome.variant === 'slot';
      const verdict = win > amount
        ? fill(s.win, { amount: money(win) })
        : win === amount
          ? slot ? fill(s.stakeReturned, { amount: money(win) }) : s.push
          : win > 0
            ? fill(s.partReturned, { amount: money(win), stake: money(amount) })
            : s.lose;
      say((line ? line + ' \u00B7 ' : '') + verdict, win > amount ? 'win' : '');
    } catch (error) {
      stopRound();
      say(s.failed, 'error');
    } finally {
      busy = false;
      if (!closed) $('play').disabled = false;
    }
  });

  $('back').addEventListener('click', () => {
    if (window.parent !== window) post({ type: 'lobbykit:close-game' });
    else if (data.backUrl) location.assign(data.backUrl);
    else if (history.length > 1) history.back();
    else window.close();
  });
})();`;
