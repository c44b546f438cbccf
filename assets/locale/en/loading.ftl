loading-sounds = Loading sounds... { $loaded } of { $total }
