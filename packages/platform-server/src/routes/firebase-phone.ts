import { firebaseSmsSend, firebaseSmsVerify } from '@lobbykit/api-client/contract';
import type { Bind } from '../http/bind';
import type { FirebasePhoneService } from '../services/firebase-phone/firebase-phone';

/** R4.13: the local phone verifier of Firebase SMS login (the login itself is /wps/session/login). */
export function firebasePhoneRoutes(bind: Bind, firebase: FirebasePhoneService): void {
  bind(firebaseSmsSend, (request, call) => firebase.sendCode(call.merchant, request, call.ip));
  bind(firebaseSmsVerify, (request, call) => firebase.verifyCode(call.merchant, request));
}
