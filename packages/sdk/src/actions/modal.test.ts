import { describe, expect, it } from 'vitest';
import { $modal } from '../stores/modal';
import { closeModal, openModal } from './modal';

describe('modals', () => {
  it('opens one modal at a time and closes it', () => {
    openModal('login');
    openModal('register', { affiliateCode: 'A1' });
    expect($modal.get()).toEqual({ name: 'register', props: { affiliateCode: 'A1' } });
    closeModal('login');
    expect($modal.get()?.name).toBe('register');
    closeModal();
    expect($modal.get()).toBeNull();
  });
});
