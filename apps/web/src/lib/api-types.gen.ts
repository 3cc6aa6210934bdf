// Generated from the Event API's OpenAPI document by openapi-typescript: do not edit.
// `npm run openapi -w apps/api` writes it again; `npm run check` and the api tests fail when it is stale.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and readiness: 200 when the database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authenticate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trades the account service's access token for a tool token and the Event API user id */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        access_token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Send it back as `Authorization: Token <token>` */
                            token: string;
                            /** @description The Event API user id (the web app's optoolUserId) */
                            user_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /** Revokes the tool token of the request (sign-out) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries with their preset cities (fixed ids: GB from 1, NL 101, FR 201…) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Country"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Towns whose name starts with q, the most populous first, at most 10 (GeoNames, CC BY) */
        get: {
            parameters: {
                query?: {
                    /** @description The start of a town’s name, in any language; accents and case aside */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlaceSuggestion"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The games events can be about ("Other" is 11) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Run-time settings for the web app */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClientConfig"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers the caller for the event (registering twice changes nothing)
         * @description Sends a confirmation mail with the event’s calendar file, in the language of `Accept-Language` (which becomes the language of the player’s mails).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Registered */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /**
         * Unregisters the caller (unregistering when not registered changes nothing)
         * @description Mails the player a calendar file (METHOD:CANCEL) that removes the event from their calendar, in the language of `Accept-Language` (else the language of their mails).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unregistered */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/register/deck/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player’s deck photo, for the player, the event’s owner and admins */
        get: {
            parameters: {
                query?: {
                    /** @description The player’s Event API user id; the caller when not given */
                    user?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image, image/jpeg or image/png */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /**
         * Sends or replaces the caller’s deck photo (multipart field `deck_photo`, JPEG or PNG)
         * @description At most 5000000 bytes; until the event's deck registration deadline.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The photo, a JPEG or PNG file
                         */
                        deck_photo: string;
                    };
                };
            };
            responses: {
                /** @description Stored */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published public events, filtered (spec §7); nearest first with latitude and longitude
         * @description Events not yet ended, unless start_date asks for earlier ones. Dates are venue-local. `favorites=true` lists the events of the stores the caller starred (none for an anonymous caller). `next` and `previous` are absolute URLs.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    order?: "date" | "distance";
                    country?: string;
                    latitude?: number;
                    longitude?: number;
                    radius?: number;
                    event_type?: "Full" | "Light";
                    start_date?: string;
                    end_date?: string;
                    game?: number;
                    event_subtype?: "tournament" | "prerelease" | "demo" | "painting" | "other";
                    owner?: number;
                    favorites?: boolean;
                    is_free?: boolean;
                    accessible_location?: boolean;
                    seats_available?: boolean;
                    official_event?: boolean;
                    time_slice?: "morning" | "afternoon" | "evening";
                    city?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /** Creates an event as a draft, owned by the caller */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/event_locations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The map's view of the events matching the list's filters
         * @description With `bbox=west,south,east,north` (west > east crosses the antimeridian) and `zoom`: the events in the box as clusters where they are dense at that zoom and single events where they are not; the clusters' counts and the events add up to `count`; at most 100 KB. Without `bbox`: the matching events' points, nearest or soonest first, at most 5000.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    order?: "date" | "distance";
                    country?: string;
                    latitude?: number;
                    longitude?: number;
                    radius?: number;
                    event_type?: "Full" | "Light";
                    start_date?: string;
                    end_date?: string;
                    game?: number;
                    event_subtype?: "tournament" | "prerelease" | "demo" | "painting" | "other";
                    owner?: number;
                    favorites?: boolean;
                    is_free?: boolean;
                    accessible_location?: boolean;
                    seats_available?: boolean;
                    official_event?: boolean;
                    time_slice?: "morning" | "afternoon" | "evening";
                    city?: number;
                    bbox?: string;
                    zoom?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventMap"] | components["schemas"]["EventLocation"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's registrations, and for organizers and admins the events they own */
        get: {
            parameters: {
                query?: {
                    when?: "upcoming" | "past";
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyEventPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event: published ones for everybody, drafts for their owner and admins */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /** Updates an event (its organizer or an admin); location, game and date cannot change (409) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        /** Deletes an event: a draft is removed, a published event cancelled and its players mailed */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/players/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registered players (id and nickname, never emails) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Player"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public stores whose name or city contains `search` (the shop filter) */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StorePage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/favorite/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Stars a public store for the caller */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done (also when it already was) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        /** Unstars a store */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done (also when it already was) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/lp_balances/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's loyalty balances: XP, unexpired coins and when those coins expire
         * @description Read from the account service, which keeps the loyalty ledger. XP never expires; coins expire one year after they were earned.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            XP: number;
                            Coins: number;
                            coins_expiring: {
                                amount: number;
                                /** Format: date-time */
                                expires_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s Event API user record and store profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Saves the store profile (multipart; an absent field keeps its value)
         * @description Fields: `is_public`, `lp_opted_in` (true/false), `store_information` (a JSON string, spec §5 store rules), `store_logo` (a JPEG or PNG file of at most 5,000,000 bytes, or an empty string to delete the logo). All or nothing: a 400 changes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        is_public?: "true" | "false";
                        /** @enum {string} */
                        lp_opted_in?: "true" | "false";
                        /** @description A JSON object (spec §5 store rules) */
                        store_information?: string;
                        /**
                         * Format: binary
                         * @description A JPEG or PNG file, or an empty string to delete the logo
                         */
                        store_logo?: string;
                    };
                };
            };
            responses: {
                /** @description Saved */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/autocomplete/{search}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users whose nickname contains the search (any case), at most 10; none under 2 characters */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    search: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserMatch"][];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/logos/{user}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A store logo (public; the URL changes whenever the logo does) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user: string;
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/jpeg or image/png */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Downloads everything Questboard holds about the caller, as JSON
         * @description The tool token names the Event API user; the body's account access token lets this API read the account and loyalty ledger from the account service (`GET /main/v1/user/me/export`) on the caller's behalf. Both must be the same person. Sent as an attachment, never cached.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        access_token: string;
                    };
                };
            };
            responses: {
                /** @description Everything Questboard holds about the caller (docs/decisions/021) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exported_at: string;
                            /** @description The account service's account (GET /main/v1/user/me) */
                            account: {
                                [key: string]: unknown;
                            };
                            /** @description The loyalty balances and ledger, from the account service */
                            loyalty: unknown;
                            event_api: {
                                user: {
                                    id: number;
                                    nickname: string;
                                    email: string;
                                    country: string | null;
                                    birth_date: string | null;
                                    language: string;
                                    created_at: string;
                                };
                                store_profile: {
                                    is_public: boolean;
                                    lp_opted: boolean;
                                    logo_url: string | null;
                                    store_information: {
                                        [key: string]: unknown;
                                    } | null;
                                };
                                registrations: {
                                    event_id: number;
                                    event_name: string;
                                    /** @description Venue wall clock, YYYY-MM-DDTHH:mm */
                                    event_start_date: string;
                                    event_timezone: string;
                                    registered_at: string;
                                    /** @description GET it with the tool token */
                                    deck_photo_url: string | null;
                                    deck_photo_uploaded_at: string | null;
                                }[];
                                results: {
                                    event_id: number;
                                    event_name: string;
                                    /** @description Venue wall clock, YYYY-MM-DDTHH:mm */
                                    event_start_date: string;
                                    event_timezone: string;
                                    category: string;
                                    position: number | null;
                                    xp: number;
                                    coins: number;
                                    recorded_at: string;
                                }[];
                                favorite_stores: {
                                    store_id: number;
                                    starred_at: string;
                                }[];
                                organizer_requests: {
                                    [key: string]: unknown;
                                }[];
                                events_owned: {
                                    event_id: number;
                                    event_name: string;
                                    /** @description Venue wall clock, YYYY-MM-DDTHH:mm */
                                    event_start_date: string;
                                    event_timezone: string;
                                    status: string;
                                }[];
                                newsletter: {
                                    [key: string]: unknown;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign an address up for the newsletter (double opt-in)
         * @description Mails a confirmation link (valid 7 days) to the address; the subscription starts when it is followed. Signing up a pending or unsubscribed address again sends a new link, at most one every 10 minutes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterSubscriptionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a subscription with the token of the confirmation mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterTokenInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe with the token of the link in a newsletter mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterTokenInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe/one-click/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058) from a mail's List-Unsubscribe header
         * @description The body, `List-Unsubscribe=One-Click` as a form, is not needed: the token says it all.
         */
        post: {
            parameters: {
                query: {
                    /** @description The token of the link in the mail */
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/publish/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a draft (its organizer or an admin); answers the event
         * @description Publishing again answers the event unchanged. 409 when the event was cancelled, when it starts less than an hour from now (delete it and create it again), or when its registration deadline has passed (choose a later one with `PUT`, then publish).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/organized/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own events: drafts, upcoming, and ended full events awaiting their results
         * @description Each section lists at most 50 events (drafts and upcoming soonest first, awaiting results latest first); `counts` says how many each section holds in all.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrganizerDashboard"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/registrants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The registered players of an event, for its organizer and admins
         * @description Nickname, when each registered and whether they sent a deck photo, in registration order; never emails (the privacy policy: the store sees its players’ nicknames and deck photos).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Registrant"][];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/award_xp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registered players the results may name: nickname → Event API user id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            valid_users: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Saves the results once the event has ended, and credits the players’ points (once)
         * @description 10 XP for attending, +25/+15/+10/+10 for positions 1–4 of a competitive event; loyalty club members get 1 coin per 10 XP. No points when the store has not opted in (`lp_opted`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResultsBodyInput"];
                };
            };
            responses: {
                /** @description Saved */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/check_ins/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registered players (checked in or not, no-shows marked), then walk-ins and guests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckIn"][];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Checks a player in: by check-in code, by account (registered or walk-in) or as a guest
         * @description Body: one of `{"code"}`, `{"user_id"}`, `{"guest_name"}`. 201 checked in, 200 already was. Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string | null;
                        user_id?: number | null;
                        guest_name?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckIn"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckIn"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every round so far with its tables and results (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayRound"][];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Pairs the next round of the current stage (or the first of the next stage)
         * @description Optional body `{"rounds"}`: the number of rounds of the current Swiss stage (suggested: ⌈log₂ players⌉). 409 while a match of the current round has no confirmed result, or once the last stage is over. Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rounds?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayRound"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/{n}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One round: its tables with both players or a bye, and the results so far (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    n: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayRound"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/{n}/re_pair/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pairs the current round again with a new seed, before any result (logged with who did it)
         * @description Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    n: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayRound"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/matches/{match_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enters a result (the organizer: final) or reports one’s own (confirmed by the opponent)
         * @description Body `{"player1_wins", "player2_wins", "draws"}`; an elimination match needs a winner. A player's report is confirmed when the opponent reports the same, disputed otherwise (the organizer decides). Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    match_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        player1_wins: number;
                        player2_wins: number;
                        draws?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayTable"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/standings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The standings: match points, then OMW %, GW %, OGW % (each floored at 33 %) (public)
         * @description The latest stage ranks its players first (a top 8 by its results), the earlier stages the rest.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Standing"][];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/drops/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drops a player: paired no more; their results and standing stay
         * @description Body `{"check_in_id"}`. 201 dropped, 200 already was. Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        check_in_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Drop"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Drop"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizer-requests/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every request, latest first, optionally of one status (admins) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "rejected";
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                account_id: string;
                                customer_id: string;
                                tax_number: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                user: {
                                    id: number;
                                    nickname: string;
                                    email: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /** Asks to become an organizer: `{account_id, customer_id, tax_number}` */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizerRequestBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            account_id: string;
                            customer_id: string;
                            tax_number: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizer-requests/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s latest request and its status (404 when they never asked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            account_id: string;
                            customer_id: string;
                            tax_number: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizer-requests/{id}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a pending request: the account service grants the organizer role; the user is mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            account_id: string;
                            customer_id: string;
                            tax_number: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizer-requests/{id}/reject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects a pending request, with an optional `reason` sent to the user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizerRequestRejectionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            account_id: string;
                            customer_id: string;
                            tax_number: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every event, latest start first; `search` matches the name or the owner’s nickname */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    status?: "draft" | "published" | "cancelled";
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "cancelled";
                                event_type: string;
                                event_subtype: string;
                                game: number;
                                game_name: string;
                                event_start_date: string;
                                timezone: string;
                                starts_at: string;
                                ends_at: string;
                                owner: number;
                                owner_nickname: string;
                                players_count: number;
                                max_players: number | null;
                                awarded_xp: boolean;
                                event_visibility: string;
                                official_event: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event as a calendar file ("add to calendar"), with the UID of every other file of it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The copy named by If-None-Match / If-Modified-Since is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/events.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events of a list search as a calendar feed: the filters of GET /api/events/
         * @description Events soonest first (at most 1,000), those ended in the last 30 days and cancelled ones (STATUS:CANCELLED) included; times on the venue’s clock. Answered with ETag and Last-Modified (304 when current). Paging and order are ignored; favorites is refused (a feed has no reader).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    order?: "date" | "distance";
                    country?: string;
                    latitude?: number;
                    longitude?: number;
                    radius?: number;
                    event_type?: "Full" | "Light";
                    start_date?: string;
                    end_date?: string;
                    game?: number;
                    event_subtype?: "tournament" | "prerelease" | "demo" | "painting" | "other";
                    owner?: number;
                    favorites?: boolean;
                    is_free?: boolean;
                    accessible_location?: boolean;
                    seats_available?: boolean;
                    official_event?: boolean;
                    time_slice?: "morning" | "afternoon" | "evening";
                    city?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The copy named by If-None-Match / If-Modified-Since is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/events.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events of a public store as a calendar feed
         * @description Events soonest first (at most 1,000), those ended in the last 30 days and cancelled ones (STATUS:CANCELLED) included; times on the venue’s clock. Answered with ETag and Last-Modified (304 when current).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The copy named by If-None-Match / If-Modified-Since is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/me/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's events as a calendar feed, by the token of /api/users/me/calendar_feed/
         * @description Events soonest first (at most 1,000), those ended in the last 30 days and cancelled ones (STATUS:CANCELLED) included; times on the venue’s clock. Answered with ETag and Last-Modified (304 when current). The events they registered for and those they organize, in their language.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The copy named by If-None-Match / If-Modified-Since is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/calendar_feed/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address of the caller’s private calendar feed (made on first ask) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalendarFeed"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /** Gives the caller’s calendar feed a new secret address; the old one stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalendarFeed"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AddressInput: {
            street: string | null;
            street_2: string | null;
            city: string | null;
            postcode: string | null;
            region: string | null;
            /** @description ISO 3166-1 alpha-2 */
            country: string | null;
        };
        StoreInput: {
            /** @description The organizer’s Event API user id (the `owner` filter) */
            id: number;
            name: string;
            address: components["schemas"]["AddressInput"] | null;
            website: string | null;
            logo_url: string | null;
            /** @description Starred by the caller (false for anonymous callers) */
            is_favorite: boolean;
        };
        EventSummaryInput: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_end_date: string | null;
            light_date: string | null;
            timezone: string;
            address: components["schemas"]["AddressInput"];
            owner: number;
            event_price: number;
            event_currency: ("USD" | "CAD" | "EUR" | "GBP") | null;
            max_players: number | null;
            official_event: boolean;
            accessible_location: boolean;
            /** @description Light events: where to register */
            url: string | null;
            distance_km: number | null;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["StoreInput"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
        };
        EventDetailInput: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            event_start_date: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            owner: number;
            /** @enum {string} */
            event_visibility: "PUBLIC" | "PRIVATE";
            awarded_xp: boolean;
            address: components["schemas"]["AddressInput"];
            light_event: boolean;
            light_date: string | null;
            use_my_address: boolean;
            user_address: components["schemas"]["AddressInput"] | null;
            timezone: string;
            /** @description As on the event form (spec §3) */
            additional_info: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["StoreInput"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
            /** @description The caller’s check-in code when registered, else null */
            check_in_code: string | null;
        };
        EventPageInput: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["EventSummaryInput"][];
        };
        PlayerInput: {
            id: number;
            nickname: string;
        };
        EventLocationInput: {
            id: number;
            name: string;
            latitude: number;
            longitude: number;
            event_start_date: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            city: string | null;
        };
        EventMapPointInput: {
            id: number;
            lat: number;
            lng: number;
            name: string;
            event_start_date: string;
            starts_at: string;
            timezone: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            city: string | null;
        };
        EventMapClusterInput: {
            lat: number;
            lng: number;
            count: number;
        };
        EventMapInput: {
            count: number;
            clusters: components["schemas"]["EventMapClusterInput"][];
            events: components["schemas"]["EventMapPointInput"][];
        };
        MyEventInput: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_end_date: string | null;
            light_date: string | null;
            timezone: string;
            address: components["schemas"]["AddressInput"];
            owner: number;
            event_price: number;
            event_currency: ("USD" | "CAD" | "EUR" | "GBP") | null;
            max_players: number | null;
            official_event: boolean;
            accessible_location: boolean;
            /** @description Light events: where to register */
            url: string | null;
            distance_km: number | null;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["StoreInput"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
            /** @enum {string} */
            relation: "player" | "owner";
            /** @description The caller’s check-in code when registered, else null */
            check_in_code: string | null;
        };
        MyEventPageInput: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["MyEventInput"][];
        };
        StorePageInput: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["StoreInput"][];
        };
        DetailInput: {
            detail: string;
        };
        /** @description Field → messages, nested for nested fields (`{"address": {"city": ["…"]}}`, array items by index); messages about the whole body under `non_field_errors` */
        FieldErrorsInput: {
            [key: string]: string[] | components["schemas"]["FieldErrorsInput"];
        };
        CalendarFeedInput: {
            /** @description The feed over HTTPS */
            url: string;
            /** @description The same feed for calendar apps to subscribe to (webcal://) */
            webcal_url: string;
        };
        /** @description The operator's identity shown on the legal notice and the privacy policy (LEGAL_* settings, decision 009); the pages show a "to be completed by the publisher" placeholder for an empty one */
        LegalDetailsInput: {
            /** @description The publisher: company name, legal form, registered office, registration numbers; plain text, lines separated by \n; empty when this deployment has not set it */
            publisher: string;
            /** @description The person responsible for the content of the site; plain text, lines separated by \n; empty when this deployment has not set it */
            publication_director: string;
            /** @description The hosting provider's company name, address and telephone number; plain text, lines separated by \n; empty when this deployment has not set it */
            hosting_provider: string;
            /** @description The general contact and the data protection contact; plain text, lines separated by \n; empty when this deployment has not set it */
            contact: string;
        };
        ClientConfigInput: {
            /** @description The account service (sign-in, account API, navigation bar script) */
            account_url: string;
            /** @description The OpenID Connect issuer the web app signs in with */
            oidc_issuer: string;
            /** @description Map tile template with {z}, {x} and {y} */
            map_tile_url: string;
            /** @description The tag manager script loaded after analytics consent; empty when there is none */
            tag_manager_url: string;
            legal: components["schemas"]["LegalDetailsInput"];
        };
        EventDayPlayerInput: {
            id: number;
            user_id: number | null;
            /** @description The account’s nickname, or the guest’s name */
            nickname: string | null;
            guest: boolean;
        };
        CheckInInput: {
            /** @description The check-in (the player’s id in rounds); null until checked in */
            id: number | null;
            user_id: number | null;
            nickname: string | null;
            guest: boolean;
            registered: boolean;
            walk_in: boolean;
            checked_in: boolean;
            checked_in_at: string | null;
            /** @description Not checked in when the first round was paired */
            no_show: boolean;
            dropped: boolean;
        };
        EventDayTableInput: {
            match_id: number;
            table: number;
            player1: components["schemas"]["EventDayPlayerInput"];
            /** @description Null: a bye */
            player2: components["schemas"]["EventDayPlayerInput"] | null;
            player1_wins: number | null;
            player2_wins: number | null;
            draws: number | null;
            /**
             * @description reported: by one player, awaiting the opponent; disputed: the organizer decides
             * @enum {string}
             */
            status: "pending" | "reported" | "disputed" | "confirmed";
        };
        EventDayRoundInput: {
            number: number;
            /** @description The stage’s order_index */
            stage: number;
            /** @enum {string} */
            format: "SE" | "DE" | "SW" | "RR";
            /** @description What the pairing drew from: the same results and seed give the same round */
            seed: string;
            /** @description Swiss: the rounds its stage plays */
            planned_rounds: number | null;
            started_at: string;
            complete: boolean;
            tables: components["schemas"]["EventDayTableInput"][];
        };
        StandingInput: {
            rank: number;
            player: components["schemas"]["EventDayPlayerInput"];
            points: number;
            /** @description Opponents’ match-win %, floored at 33.33 */
            omw: number;
            /** @description Game-win %, floored at 33.33 */
            gw: number;
            /** @description Opponents’ game-win % */
            ogw: number;
            wins: number;
            losses: number;
            draws: number;
            /** @description The order_index of the stage that ranked the player */
            stage: number;
            dropped: boolean;
        };
        DropInput: {
            check_in_id: number;
            after_round: number;
        };
        /** @description The event form body (spec §3, rules of spec §5). Admins may also send `owner` (400 on `owner` when it names no organizer or admin), `event_visibility`, `official_event` and `is_bga`; organizers’ values for these are ignored. */
        EventBodyInput: {
            name: string;
            game: number;
            /**
             * @default Full
             * @enum {string}
             */
            event_type?: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /**
             * @default PUBLIC
             * @enum {string}
             */
            event_visibility?: "PUBLIC" | "PRIVATE";
            event_start_date?: string | null;
            light_event?: boolean;
            light_date?: string | null;
            timezone?: string | null;
            use_my_address?: boolean;
            address?: {
                street?: string | null;
                street_2?: string | null;
                city?: string | null;
                postcode?: string | null;
                region?: string | null;
                country?: string | null;
            } | null;
            /** @default {} */
            additional_info?: {
                /** @default [] */
                daily_schedules?: {
                    day?: string | null;
                    start_time: string;
                    end_time: string;
                }[];
                stages?: {
                    /**
                     * @default SW
                     * @enum {string}
                     */
                    format?: "SE" | "DE" | "SW" | "RR";
                    players_min?: number | null;
                    players_max?: number | null;
                    order_index?: number | null;
                }[];
                event_end_date?: string | null;
                registration_date?: ("H-1" | "H-2" | "H-6" | "H-12" | "D-2" | "D-3" | "D-5" | "D-10") | null;
                deck_registration_deadline?: string | null;
                deck_day_of_registration?: boolean;
                parking_available?: boolean;
                wifi_available?: boolean;
                transportation_options?: string | null;
                language?: string | null;
                accessible_location?: boolean;
                min_players?: number | null;
                max_players?: number | null;
                /**
                 * @default SW
                 * @enum {string}
                 */
                event_type?: "SE" | "DE" | "SW" | "RR";
                event_description?: string | null;
                event_price?: number;
                event_currency?: ("USD" | "CAD" | "EUR" | "GBP") | null;
                prize_description?: string | null;
                materials_required?: string | null;
                send_notifications?: boolean;
                official_event?: boolean;
                is_bga?: boolean;
                url?: string | null;
                event_start_timestamp?: string | null;
            };
            /** @description Admins only: the Event API user id of the organizer or admin the event belongs to */
            owner?: number | null;
        };
        OrganizerDashboardInput: {
            counts: {
                draft: number;
                upcoming: number;
                to_result: number;
            };
            draft: components["schemas"]["EventSummaryInput"][];
            upcoming: components["schemas"]["EventSummaryInput"][];
            to_result: components["schemas"]["EventSummaryInput"][];
        };
        RegistrantInput: {
            /** @description The player’s Event API user id */
            id: number;
            nickname: string;
            /** @description UTC ISO 8601 */
            registered_at: string;
            /** @description Whether the player has sent a deck photo */
            deck_photo: boolean;
        };
        GameInput: {
            id: number;
            name: string;
        };
        CityInput: {
            id: number;
            name: string;
            lat: number;
            lng: number;
            /** @description IANA time zone */
            timezone: string;
        };
        CountryInput: {
            /** @description ISO 3166-1 alpha-2 (GB for the United Kingdom) */
            code: string;
            name: string;
            cities: components["schemas"]["CityInput"][];
        };
        NewsletterSubscriptionInput: {
            /** @description The address to subscribe */
            email: string;
            /**
             * @description The language of the confirmation mail and of the newsletters
             * @enum {string}
             */
            locale: "en" | "fr" | "de" | "es" | "nl" | "it";
        };
        NewsletterTokenInput: {
            /** @description The token of the link in the mail */
            token: string;
        };
        PlaceSuggestionInput: {
            /** @description The name the search matched, as the visitor typed it (“Londres”) */
            name: string;
            /** @description GeoNames’ own name, when the match was another (“London”) */
            local_name?: string;
            /** @description ISO 3166-1 alpha-2 */
            country: string;
            /** @description The state or province, in the United States and Canada */
            region?: string;
            lat: number;
            lng: number;
        };
        ProfileInput: {
            id: number;
            nickname: string;
            email: string;
            /** @description The store appears in the shop filter and on its events */
            is_public: boolean;
            /** @description The store’s events award loyalty points (sent as `lp_opted_in`) */
            lp_opted: boolean;
            /** @description The URL of the stored logo, null when there is none */
            store_logo: string | null;
            /** @description Where to show the logo from: the stored logo’s URL */
            logo_url: string | null;
            /** @description The store form’s object as stored (spec §3 store_information), null before the first save */
            store_information: {
                [key: string]: unknown;
            } | null;
        };
        UserMatchInput: {
            id: number;
            nickname: string;
        };
        ResultsBodyInput: {
            /** @enum {string} */
            event_category: "competitive" | "non-competitive";
            players: {
                id: number | string;
                name?: string | null;
                position?: number | null;
            }[];
        };
        OrganizerRequestBodyInput: {
            account_id: string;
            customer_id: string;
            tax_number: string;
        };
        /** @default {} */
        OrganizerRequestRejectionInput: {
            reason?: string | null;
        };
        Address: {
            street: string | null;
            street_2: string | null;
            city: string | null;
            postcode: string | null;
            region: string | null;
            /** @description ISO 3166-1 alpha-2 */
            country: string | null;
        };
        Store: {
            /** @description The organizer’s Event API user id (the `owner` filter) */
            id: number;
            name: string;
            address: components["schemas"]["Address"] | null;
            website: string | null;
            logo_url: string | null;
            /** @description Starred by the caller (false for anonymous callers) */
            is_favorite: boolean;
        };
        EventSummary: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_end_date: string | null;
            light_date: string | null;
            timezone: string;
            address: components["schemas"]["Address"];
            owner: number;
            event_price: number;
            event_currency: ("USD" | "CAD" | "EUR" | "GBP") | null;
            max_players: number | null;
            official_event: boolean;
            accessible_location: boolean;
            /** @description Light events: where to register */
            url: string | null;
            distance_km: number | null;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["Store"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
        };
        EventDetail: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            event_start_date: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            owner: number;
            /** @enum {string} */
            event_visibility: "PUBLIC" | "PRIVATE";
            awarded_xp: boolean;
            address: components["schemas"]["Address"];
            light_event: boolean;
            light_date: string | null;
            use_my_address: boolean;
            user_address: components["schemas"]["Address"] | null;
            timezone: string;
            /** @description As on the event form (spec §3) */
            additional_info: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["Store"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
            /** @description The caller’s check-in code when registered, else null */
            check_in_code: string | null;
        };
        EventPage: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["EventSummary"][];
        };
        Player: {
            id: number;
            nickname: string;
        };
        EventLocation: {
            id: number;
            name: string;
            latitude: number;
            longitude: number;
            event_start_date: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            city: string | null;
        };
        EventMapPoint: {
            id: number;
            lat: number;
            lng: number;
            name: string;
            event_start_date: string;
            starts_at: string;
            timezone: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            city: string | null;
        };
        EventMapCluster: {
            lat: number;
            lng: number;
            count: number;
        };
        EventMap: {
            count: number;
            clusters: components["schemas"]["EventMapCluster"][];
            events: components["schemas"]["EventMapPoint"][];
        };
        MyEvent: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_end_date: string | null;
            light_date: string | null;
            timezone: string;
            address: components["schemas"]["Address"];
            owner: number;
            event_price: number;
            event_currency: ("USD" | "CAD" | "EUR" | "GBP") | null;
            max_players: number | null;
            official_event: boolean;
            accessible_location: boolean;
            /** @description Light events: where to register */
            url: string | null;
            distance_km: number | null;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["Store"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
            /** @enum {string} */
            relation: "player" | "owner";
            /** @description The caller’s check-in code when registered, else null */
            check_in_code: string | null;
        };
        MyEventPage: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["MyEvent"][];
        };
        StorePage: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["Store"][];
        };
        Detail: {
            detail: string;
        };
        /** @description Field → messages, nested for nested fields (`{"address": {"city": ["…"]}}`, array items by index); messages about the whole body under `non_field_errors` */
        FieldErrors: {
            [key: string]: string[] | components["schemas"]["FieldErrors"];
        };
        CalendarFeed: {
            /** @description The feed over HTTPS */
            url: string;
            /** @description The same feed for calendar apps to subscribe to (webcal://) */
            webcal_url: string;
        };
        /** @description The operator's identity shown on the legal notice and the privacy policy (LEGAL_* settings, decision 009); the pages show a "to be completed by the publisher" placeholder for an empty one */
        LegalDetails: {
            /** @description The publisher: company name, legal form, registered office, registration numbers; plain text, lines separated by \n; empty when this deployment has not set it */
            publisher: string;
            /** @description The person responsible for the content of the site; plain text, lines separated by \n; empty when this deployment has not set it */
            publication_director: string;
            /** @description The hosting provider's company name, address and telephone number; plain text, lines separated by \n; empty when this deployment has not set it */
            hosting_provider: string;
            /** @description The general contact and the data protection contact; plain text, lines separated by \n; empty when this deployment has not set it */
            contact: string;
        };
        ClientConfig: {
            /** @description The account service (sign-in, account API, navigation bar script) */
            account_url: string;
            /** @description The OpenID Connect issuer the web app signs in with */
            oidc_issuer: string;
            /** @description Map tile template with {z}, {x} and {y} */
            map_tile_url: string;
            /** @description The tag manager script loaded after analytics consent; empty when there is none */
            tag_manager_url: string;
            legal: components["schemas"]["LegalDetails"];
        };
        EventDayPlayer: {
            id: number;
            user_id: number | null;
            /** @description The account’s nickname, or the guest’s name */
            nickname: string | null;
            guest: boolean;
        };
        CheckIn: {
            /** @description The check-in (the player’s id in rounds); null until checked in */
            id: number | null;
            user_id: number | null;
            nickname: string | null;
            guest: boolean;
            registered: boolean;
            walk_in: boolean;
            checked_in: boolean;
            checked_in_at: string | null;
            /** @description Not checked in when the first round was paired */
            no_show: boolean;
            dropped: boolean;
        };
        EventDayTable: {
            match_id: number;
            table: number;
            player1: components["schemas"]["EventDayPlayer"];
            /** @description Null: a bye */
            player2: components["schemas"]["EventDayPlayer"] | null;
            player1_wins: number | null;
            player2_wins: number | null;
            draws: number | null;
            /**
             * @description reported: by one player, awaiting the opponent; disputed: the organizer decides
             * @enum {string}
             */
            status: "pending" | "reported" | "disputed" | "confirmed";
        };
        EventDayRound: {
            number: number;
            /** @description The stage’s order_index */
            stage: number;
            /** @enum {string} */
            format: "SE" | "DE" | "SW" | "RR";
            /** @description What the pairing drew from: the same results and seed give the same round */
            seed: string;
            /** @description Swiss: the rounds its stage plays */
            planned_rounds: number | null;
            started_at: string;
            complete: boolean;
            tables: components["schemas"]["EventDayTable"][];
        };
        Standing: {
            rank: number;
            player: components["schemas"]["EventDayPlayer"];
            points: number;
            /** @description Opponents’ match-win %, floored at 33.33 */
            omw: number;
            /** @description Game-win %, floored at 33.33 */
            gw: number;
            /** @description Opponents’ game-win % */
            ogw: number;
            wins: number;
            losses: number;
            draws: number;
            /** @description The order_index of the stage that ranked the player */
            stage: number;
            dropped: boolean;
        };
        Drop: {
            check_in_id: number;
            after_round: number;
        };
        /** @description The event form body (spec §3, rules of spec §5). Admins may also send `owner` (400 on `owner` when it names no organizer or admin), `event_visibility`, `official_event` and `is_bga`; organizers’ values for these are ignored. */
        EventBody: {
            name: string;
            game: number;
            /**
             * @default Full
             * @enum {string}
             */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /**
             * @default PUBLIC
             * @enum {string}
             */
            event_visibility: "PUBLIC" | "PRIVATE";
            event_start_date?: string | null;
            /** @default false */
            light_event: boolean;
            light_date?: string | null;
            timezone?: string | null;
            /** @default false */
            use_my_address: boolean;
            address?: {
                street?: string | null;
                street_2?: string | null;
                city?: string | null;
                postcode?: string | null;
                region?: string | null;
                country?: string | null;
            } | null;
            additional_info: {
                /** @default [] */
                daily_schedules: {
                    day?: string | null;
                    start_time: string;
                    end_time: string;
                }[];
                /** @default [] */
                stages: {
                    /**
                     * @default SW
                     * @enum {string}
                     */
                    format: "SE" | "DE" | "SW" | "RR";
                    players_min?: number | null;
                    players_max?: number | null;
                    order_index?: number | null;
                }[];
                event_end_date?: string | null;
                registration_date?: ("H-1" | "H-2" | "H-6" | "H-12" | "D-2" | "D-3" | "D-5" | "D-10") | null;
                deck_registration_deadline?: string | null;
                /** @default false */
                deck_day_of_registration: boolean;
                /** @default false */
                parking_available: boolean;
                /** @default false */
                wifi_available: boolean;
                transportation_options?: string | null;
                language?: string | null;
                /** @default false */
                accessible_location: boolean;
                min_players?: number | null;
                max_players?: number | null;
                /**
                 * @default SW
                 * @enum {string}
                 */
                event_type: "SE" | "DE" | "SW" | "RR";
                event_description?: string | null;
                /** @default 0 */
                event_price: number;
                event_currency?: ("USD" | "CAD" | "EUR" | "GBP") | null;
                prize_description?: string | null;
                materials_required?: string | null;
                /** @default false */
                send_notifications: boolean;
                /** @default false */
                official_event: boolean;
                /** @default false */
                is_bga: boolean;
                url?: string | null;
                event_start_timestamp?: string | null;
            };
            /** @description Admins only: the Event API user id of the organizer or admin the event belongs to */
            owner?: number | null;
        };
        OrganizerDashboard: {
            counts: {
                draft: number;
                upcoming: number;
                to_result: number;
            };
            draft: components["schemas"]["EventSummary"][];
            upcoming: components["schemas"]["EventSummary"][];
            to_result: components["schemas"]["EventSummary"][];
        };
        Registrant: {
            /** @description The player’s Event API user id */
            id: number;
            nickname: string;
            /** @description UTC ISO 8601 */
            registered_at: string;
            /** @description Whether the player has sent a deck photo */
            deck_photo: boolean;
        };
        Game: {
            id: number;
            name: string;
        };
        City: {
            id: number;
            name: string;
            lat: number;
            lng: number;
            /** @description IANA time zone */
            timezone: string;
        };
        Country: {
            /** @description ISO 3166-1 alpha-2 (GB for the United Kingdom) */
            code: string;
            name: string;
            cities: components["schemas"]["City"][];
        };
        NewsletterSubscription: {
            /** @description The address to subscribe */
            email: string;
            /**
             * @description The language of the confirmation mail and of the newsletters
             * @enum {string}
             */
            locale: "en" | "fr" | "de" | "es" | "nl" | "it";
        };
        NewsletterToken: {
            /** @description The token of the link in the mail */
            token: string;
        };
        PlaceSuggestion: {
            /** @description The name the search matched, as the visitor typed it (“Londres”) */
            name: string;
            /** @description GeoNames’ own name, when the match was another (“London”) */
            local_name?: string;
            /** @description ISO 3166-1 alpha-2 */
            country: string;
            /** @description The state or province, in the United States and Canada */
            region?: string;
            lat: number;
            lng: number;
        };
        Profile: {
            id: number;
            nickname: string;
            email: string;
            /** @description The store appears in the shop filter and on its events */
            is_public: boolean;
            /** @description The store’s events award loyalty points (sent as `lp_opted_in`) */
            lp_opted: boolean;
            /** @description The URL of the stored logo, null when there is none */
            store_logo: string | null;
            /** @description Where to show the logo from: the stored logo’s URL */
            logo_url: string | null;
            /** @description The store form’s object as stored (spec §3 store_information), null before the first save */
            store_information: {
                [key: string]: unknown;
            } | null;
        };
        UserMatch: {
            id: number;
            nickname: string;
        };
        ResultsBody: {
            /** @enum {string} */
            event_category: "competitive" | "non-competitive";
            players: {
                id: number | string;
                name?: string | null;
                position?: number | null;
            }[];
        };
        OrganizerRequestBody: {
            account_id: string;
            customer_id: string;
            tax_number: string;
        };
        OrganizerRequestRejection: {
            reason?: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
