/**
 * The consent team's in-process client. Its fragments (consent banner, country picker, voucher
 * toast) read nothing from the server yet: the visitor context comes with the request.
 */
export type ConsentClient = Record<string, never>;
