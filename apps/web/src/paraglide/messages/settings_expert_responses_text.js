/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Expert_Responses_TextInputs */

const en_settings_expert_responses_text = /** @type {(inputs: Settings_Expert_Responses_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me when an expert replies`)
};

const hi_settings_expert_responses_text = /** @type {(inputs: Settings_Expert_Responses_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशेषज्ञ के जवाब देने पर मुझे ई-मेल भेजें`)
};

/**
* | output |
* | --- |
* | "Email me when an expert replies" |
*
* @param {Settings_Expert_Responses_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_expert_responses_text = /** @type {((inputs?: Settings_Expert_Responses_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Expert_Responses_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_expert_responses_text(inputs)
	return en_settings_expert_responses_text(inputs)
});