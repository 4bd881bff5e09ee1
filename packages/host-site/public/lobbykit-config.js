// Runtime configuration of the player site; `npm start` serves its own with this install's URLs.
window.LOBBYKIT_CONFIG = window.LOBBYKIT_CONFIG || { apiBase: 'http://127.0.0.1:8787' };
