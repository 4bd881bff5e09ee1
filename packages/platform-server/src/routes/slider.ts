import { sliderChallenge } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { SliderCheckService } from '../services/slider-check';

/** R4.12: the self-hosted slider puzzle, drawn and checked here; drawing is limited per caller IP. */
export function sliderRoutes(bind: Bind, slider: SliderCheckService): void {
  bind(sliderChallenge, (_input, call) => slider.issue(call.ip));
}
