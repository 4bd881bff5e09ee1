/**
 * The people of the local demo provider: who can sign in at the demo 'Google' and 'Facebook'
 * that `npm start` runs, so the sign-in works on a machine with no internet and no accounts.
 */
export interface DemoPerson {
  /** The subject the provider reports: stable, never shown. */
  subject: string;
  email: string;
  password: string;
  name: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { subject: 'demo-person-1', email: 'ana@demo.lobbykit.test', password: 'Demo1234', name: 'Ana Santos' },
  { subject: 'demo-person-2', email: 'rahim@demo.lobbykit.test', password: 'Demo1234', name: 'Rahim Uddin' },
];

export function findDemoPerson(subject: string): DemoPerson | undefined {
  return DEMO_PEOPLE.find((person) => person.subject === subject);
}

export function checkDemoPerson(email: string, password: string): DemoPerson | undefined {
  const person = DEMO_PEOPLE.find((candidate) => candidate.email === email.trim().toLowerCase());
  return person && person.password === password ? person : undefined;
}
