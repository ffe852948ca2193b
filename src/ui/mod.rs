//! The site (Leptos, client-side rendering).
