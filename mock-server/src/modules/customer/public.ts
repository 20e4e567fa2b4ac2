// The customer module's one door: the seed's random mobiles and addresses, reused by the seeds of the
// trade, logistics and exhibition modules so their people look alike.
export { randomAddress, randomMobile, type SeededAddress } from './seed.ts';
