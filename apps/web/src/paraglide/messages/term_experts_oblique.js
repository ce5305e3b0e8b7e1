/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: "financial" | "legal" | "medical" | "tech" }} Term_Experts_ObliqueInputs */

const en_term_experts_oblique = /** @type {(inputs: Term_Experts_ObliqueInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`doctors`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`lawyers`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`cas`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`it experts`);
	return /** @type {LocalizedString} */ ("term_experts_oblique");
};

const hi_term_experts_oblique = /** @type {(inputs: Term_Experts_ObliqueInputs) => LocalizedString} */ (i) => {
	if (i?.category === "medical") return /** @type {LocalizedString} */ (`डॉक्टरों`);
	if (i?.category === "legal") return /** @type {LocalizedString} */ (`वकीलों`);
	if (i?.category === "financial") return /** @type {LocalizedString} */ (`सीए`);
	if (i?.category === "tech") return /** @type {LocalizedString} */ (`आईटी विशेषज्ञों`);
	return /** @type {LocalizedString} */ ("term_experts_oblique");
};

/**
* | category | output |
* | --- | --- |
* | "medical" | "doctors" |
* | "legal" | "lawyers" |
* | "financial" | "cas" |
* | "tech" | "it experts" |
*
* @param {Term_Experts_ObliqueInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const term_experts_oblique = /** @type {((inputs: Term_Experts_ObliqueInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Term_Experts_ObliqueInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_term_experts_oblique(inputs)
	return en_term_experts_oblique(inputs)
});