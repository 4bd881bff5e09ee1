/** The demo game's stylesheet: STYLE.md's dark tokens, phone first, no web fonts, no external requests. */
export const PAGE_STYLE = `
:root{--lk-bg:#0e1120;--lk-surface:#171b2e;--lk-surface-2:#21263d;--lk-border:#2c3250;--lk-text:#f1f3fb;
--lk-text-muted:#9aa2c4;--lk-primary:#7b5cff;--lk-primary-text:#fff;--lk-accent:#f6c344;--lk-success:#2fc77a;
--lk-danger:#ff5470;--lk-radius:12px;--lk-radius-sm:8px;
--lk-font:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Bengali",sans-serif;color-scheme:dark}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:var(--lk-bg);color:var(--lk-text);font:14px/1.45 var(--lk-font)}
button,select,input{font:inherit;color:inherit}
:focus-visible{outline:2px solid var(--lk-primary);outline-offset:2px}
.bar{position:sticky;top:0;z-index:2;display:flex;align-items:center;gap:12px;min-height:56px;padding:8px 12px;
background:var(--lk-surface);border-bottom:1px solid var(--lk-border)}
.bar h1{flex:1;margin:0;font-size:18px;font-weight:700;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.back[hidden]{display:none}
.back{min-width:44px;min-height:44px;padding:0 14px;border:1px solid var(--lk-border);border-radius:var(--lk-radius-sm);
background:var(--lk-surface-2);cursor:pointer}
.wallet{display:flex;flex-direction:column;align-items:flex-end}
.wallet span{font-size:12px;color:var(--lk-text-muted)}
.money{font-variant-numeric:tabular-nums;white-space:nowrap;font-weight:700}
.wallet .money{color:var(--lk-accent);transition:color .2s ease-out}
.wallet .money.up{color:var(--lk-success)}
main{max-width:720px;margin:0 auto;padding:16px;display:grid;gap:16px}
.stage{position:relative;min-height:220px;padding:16px;border-radius:var(--lk-radius);background:
radial-gradient(120% 90% at 50% 0%,#2a2160 0%,var(--lk-surface) 60%);border:1px solid var(--lk-border);overflow:hidden}
.controls{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}
.controls label{display:flex;flex-direction:column;gap:4px;color:var(--lk-text-muted);font-size:12px}
select,input[type=text]{min-height:44px;padding:0 12px;border-radius:var(--lk-radius-sm);border:1px solid var(--lk-border);
background:var(--lk-surface-2)}
input[type=text]{width:7ch;text-align:center;font-size:18px;letter-spacing:.2em}
.play{flex:1;min-width:140px;min-height:48px;border:0;border-radius:var(--lk-radius-sm);background:var(--lk-primary);
color:var(--lk-primary-text);font-weight:700;font-size:16px;cursor:pointer;transition:transform .15s ease-out,opacity .15s}
.play:active{transform:scale(.98)}.play:disabled{opacity:.55;cursor:progress}
.picks{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;border:0;width:100%}
.picks legend{padding:0 0 6px;color:var(--lk-text-muted);font-size:12px}
.pick{flex:1;min-width:88px;min-height:44px;padding:0 12px;border:1px solid var(--lk-border);border-radius:var(--lk-radius-sm);
background:var(--lk-surface-2);cursor:pointer;font-weight:600}
.pick[aria-pressed=true]{background:var(--lk-primary);border-color:var(--lk-primary);color:var(--lk-primary-text)}
.message{min-height:1.45em;margin:0;text-align:center;font-weight:600}
.message.win{color:var(--lk-success)}.message.error{color:var(--lk-danger)}
.note{margin:0;text-align:center;color:var(--lk-text-muted);font-size:12px}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;max-width:420px;margin:0 auto}
.reel{display:grid;gap:8px;padding:8px;border-radius:var(--lk-radius-sm);background:#0b0e1a;border:1px solid var(--lk-border)}
.cell{display:grid;place-items:center;aspect-ratio:1;border-radius:8px;background:var(--lk-surface-2);font-size:clamp(22px,7vw,40px);
font-weight:800}
.reel .cell:nth-child(2){box-shadow:inset 0 0 0 2px rgba(246,195,68,.45)}
.spinning .cell{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-6px);opacity:.5}100%{transform:translateY(6px);opacity:1}}
.hit .reel .cell:nth-child(2){background:#3a3120;box-shadow:inset 0 0 0 2px var(--lk-accent)}
.sym-seven{color:#ff5470}.sym-bar{color:#f1f3fb;font-size:.6em}.sym-bell{color:#f6c344}.sym-plum{color:#b18cff}
.sym-lemon{color:#ffe066}.sym-cherry{color:#ff7a9a}
.table{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.hand{padding:12px;border-radius:var(--lk-radius-sm);background:rgba(0,0,0,.25);text-align:center}
.hand h2,.side h2{margin:0 0 8px;font-size:14px;color:var(--lk-text-muted)}
.cards{display:flex;justify-content:center;gap:6px;min-height:64px}
.card{display:grid;place-items:center;width:44px;height:64px;border-radius:6px;background:#f1f3fb;color:#0e1120;font-weight:800}
.card.red{color:#d0213f}
.points{font-size:22px;font-weight:800}
.sea{position:relative;height:220px;border-radius:var(--lk-radius-sm);background:linear-gradient(#12345e,#081a33)}
.fish{position:absolute;width:56px;height:28px;border-radius:50%;animation:swim 6s ease-in-out infinite alternate}
.fish::after{content:"";position:absolute;right:-16px;top:4px;border:10px solid transparent;border-left:16px solid currentColor}
.fish{background:currentColor}
.f1{top:20px;left:8%;color:#ff9f43}.f2{top:80px;left:55%;color:#2fc77a;animation-duration:7s}
.f3{top:140px;left:20%;color:#7b5cff;animation-duration:5s}.f4{top:60px;left:30%;color:#f6c344;width:80px;height:36px}
.caught{outline:3px solid var(--lk-accent);outline-offset:4px}
@keyframes swim{from{transform:translateX(0)}to{transform:translateX(40px)}}
.sides{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:12px;text-align:center}
.side{padding:16px 8px;border-radius:var(--lk-radius-sm);background:rgba(0,0,0,.25)}
.side.won{box-shadow:inset 0 0 0 2px var(--lk-success)}
.score{font-size:32px;font-weight:800;font-variant-numeric:tabular-nums}
.vs{color:var(--lk-text-muted);font-weight:700}
.balls{display:flex;justify-content:center;flex-wrap:wrap;gap:8px}
.ball{display:grid;place-items:center;width:48px;height:48px;border-radius:50%;font-size:20px;font-weight:800;
background:radial-gradient(circle at 30% 30%,#fff,#cfd5ee);color:#0e1120}
.ball.hit{background:radial-gradient(circle at 30% 30%,#fff6d6,var(--lk-accent))}
.grid25{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;max-width:360px;margin:0 auto}
.grid25 .pick{min-width:0;aspect-ratio:1}
.grid25 .pick.drawn{box-shadow:inset 0 0 0 2px var(--lk-accent)}
.draws{padding:12px 16px;border-radius:var(--lk-radius);background:var(--lk-surface);border:1px solid var(--lk-border)}
.draws h2{margin:0 0 8px;font-size:16px}.draws ol{margin:0;padding:0;list-style:none;display:grid;gap:6px}
.draws li{display:flex;justify-content:space-between;gap:8px;font-variant-numeric:tabular-nums}
.draws .digits{letter-spacing:.2em;font-weight:700;color:var(--lk-accent)}
.muted{color:var(--lk-text-muted)}
@media (min-width:768px){html,body{font-size:15px}.bar{min-height:64px;padding:8px 24px}main{padding:24px}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
`;
