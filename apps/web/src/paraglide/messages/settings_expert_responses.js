/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Expert_ResponsesInputs */

const en_settings_expert_responses = /** @type {(inputs: Settings_Expert_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expert Responses`)
};

const hi_settings_expert_responses = /** @type {(inputs: Settings_Expert_ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशेषज्ञों के जवाब`)
};

/**
* | output |
* | --- |
* | "Expert Responses" |
*
* @param {Settings_Expert_ResponsesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_expert_responses = /** @type {((inputs?: Settings_Expert_ResponsesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Expert_ResponsesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_expert_responses(inputs)
	return en_settings_expert_responses(inputs)
});