/** Auth calls go to the production version; staging is a property of a universe, chosen after sign-in. */
export const AUTH_VERSION = 'prod';

/** The signed-in user and their universes. */
export const ME_PATH = `/upms-legacy/${AUTH_VERSION}/user/me`;
