/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Email_VerifiedInputs */

const en_home_email_verified = /** @type {(inputs: Home_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is verified.`)
};

const hi_home_email_verified = /** @type {(inputs: Home_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका ई-मेल पता सत्यापित हो गया है।`)
};

/**
* | output |
* | --- |
* | "Your e-mail address is verified." |
*
* @param {Home_Email_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_email_verified = /** @type {((inputs?: Home_Email_VerifiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Email_VerifiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_email_verified(inputs)
	return en_home_email_verified(inputs)
});