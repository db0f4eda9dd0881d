/**
 * The visit's landing details (utm_* of the first URL, and the referring site when it was another
 * one), kept in sessionStorage for the rest of the visit so an enquiry sent pages later still
 * says where the visitor came from. Written by a few bytes of inline script before anything else
 * runs (no bundle of its own), read by the forms (components/forms/visit-attribution.ts).
 */
export const VISIT_KEY = "disha.visit";

export const VISIT_SCRIPT = `try{var k=${JSON.stringify(VISIT_KEY)};if(!sessionStorage.getItem(k)){var p=new URLSearchParams(location.search),v={};["utm_source","utm_medium","utm_campaign"].forEach(function(n){var x=p.get(n);if(x)v[n]=x.slice(0,100)});var r=document.referrer;if(r&&new URL(r).host!==location.host)v.referrer=r.slice(0,500);sessionStorage.setItem(k,JSON.stringify(v))}}catch(e){}`;
