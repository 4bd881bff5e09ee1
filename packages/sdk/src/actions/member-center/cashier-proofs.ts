import { PROOF_MAX_BYTES, PROOF_MAX_COUNT, PROOF_TYPES } from '@lobbykit/api-client/member-center';

export interface ProofImage {
  name: string;
  /** `data:image/png;base64,...` as the contract carries it. */
  dataUrl: string;
  bytes: number;
}

export type ProofProblem = 'proof_type' | 'proof_size' | 'proof_count';

/** What a browser file offers that the checks need (a `File` fits). */
export interface ProofFile {
  name: string;
  type: string;
  size: number;
}

/**
 * R5.35-R5.37: why a picked file cannot join the proofs already chosen: not png or jpg, over 5 MB,
 * or a fourth image. Null when it can.
 */
export function proofProblem(file: ProofFile, chosen: number): ProofProblem | null {
  if (chosen >= PROOF_MAX_COUNT) return 'proof_count';
  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return 'proof_type';
  if (file.size > PROOF_MAX_BYTES) return 'proof_size';
  return null;
}

/** Reads an accepted file as the data URL the contract sends. */
export function readProof(file: Blob & ProofFile): Promise<ProofImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name.slice(0, 128), dataUrl: String(reader.result), bytes: file.size });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export { PROOF_MAX_BYTES, PROOF_MAX_COUNT };
