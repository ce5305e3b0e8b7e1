/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_TermsInputs */

const en_settings_terms = /** @type {(inputs: Settings_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

const hi_settings_terms = /** @type {(inputs: Settings_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा की शर्तें`)
};

/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Settings_TermsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_terms = /** @type {((inputs?: Settings_TermsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_TermsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_terms(inputs)
	return en_settings_terms(inputs)
});