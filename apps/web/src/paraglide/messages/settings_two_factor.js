/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Two_FactorInputs */

const en_settings_two_factor = /** @type {(inputs: Settings_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication`)
};

const hi_settings_two_factor = /** @type {(inputs: Settings_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दो-चरणीय सत्यापन`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Settings_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor = /** @type {((inputs?: Settings_Two_FactorInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Two_FactorInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_two_factor(inputs)
	return en_settings_two_factor(inputs)
});